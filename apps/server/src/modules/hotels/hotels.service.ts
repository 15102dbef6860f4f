import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import {
  HOTEL_AUTOCOMPLETE_LIMIT,
  type HotelOption,
  type hotelInputSchema,
} from '@ajanda/contracts/hotels.contract'
import { supplierInputSchema } from '@ajanda/contracts/suppliers.contract'
import { and, asc, eq, exists, inArray, isNull, like } from 'drizzle-orm'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import type { AuthState } from '../../platform/request-context'
import { byteOrder, containsPattern } from '../../platform/text-search'
import { createSuppliersService } from '../suppliers/suppliers.service'
import { supplierCategoryLinks, suppliers } from '../suppliers/suppliers.table'
import { hotelCategoryFor, hotelCategoryIds } from './hotel-categories'

/**
 * GET /hotels/auto-complete and POST /hotels (staff-app.md section 7, admin-area.md's autocomplete): the
 * company's hotels by name, and a new hotel from the picker's "new" entry, made by the suppliers' create.
 */
export function createHotelsService(ctx: AppContext) {
  const supplierService = createSuppliersService(ctx)
  return {
    async search(auth: AuthState, query: string, db: DbOrTx = ctx.db): Promise<HotelOption[]> {
      const companyId = auth.user.event_company_id
      const categories = await hotelCategoryIds(db, companyId)
      if (categories.length === 0) return []
      const linked = db
        .select({ one: supplierCategoryLinks.supplier_id })
        .from(supplierCategoryLinks)
        .where(
          and(
            eq(supplierCategoryLinks.supplier_id, suppliers.id),
            inArray(supplierCategoryLinks.supplier_category_id, categories),
          ),
        )
      return db
        .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name })
        .from(suppliers)
        .where(
          and(
            eq(suppliers.event_company_id, companyId),
            isNull(suppliers.deleted_at),
            like(suppliers.name_search, containsPattern(foldTurkish(query))),
            exists(linked),
          ),
        )
        .orderBy(asc(byteOrder(suppliers.name_search)), asc(suppliers.id))
        .limit(HOTEL_AUTOCOMPLETE_LIMIT)
    },

    async create(auth: AuthState, input: z.output<typeof hotelInputSchema>): Promise<HotelOption> {
      const category = await hotelCategoryFor(ctx.db, auth.user.event_company_id)
      const supplier = await supplierService.create(
        auth,
        supplierInputSchema.parse({ name: input.name, category_ids: [category] }),
      )
      return { id: supplier.id, code: supplier.code, name: supplier.name }
    },

    /** Whether a supplier is one of the company's hotels (a room block's hotel must be). */
    async isHotel(companyId: number, supplierId: number, db: DbOrTx = ctx.db): Promise<HotelOption | null> {
      const categories = await hotelCategoryIds(db, companyId)
      if (categories.length === 0) return null
      const [row] = await db
        .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name })
        .from(suppliers)
        .innerJoin(supplierCategoryLinks, eq(supplierCategoryLinks.supplier_id, suppliers.id))
        .where(
          and(
            eq(suppliers.id, supplierId),
            eq(suppliers.event_company_id, companyId),
            isNull(suppliers.deleted_at),
            inArray(supplierCategoryLinks.supplier_category_id, categories),
          ),
        )
        .limit(1)
      return row ?? null
    },
  }
}
