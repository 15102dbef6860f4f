import { and, asc, eq, or, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { foldedContains } from '../../platform/text-search'
import { supplierCategories } from '../definitions/definitions.table'

/**
 * Supplier categories carry no "hotel" marker: a category is a hotel category when its Turkish or English
 * name speaks of a hotel or of accommodation (decisions 0042). "otel" also finds "Hotel" and "Otelcilik".
 */
const HOTEL_WORDS = ['otel', 'konaklama', 'accommodation']

export function isHotelCategory(): SQL {
  return or(
    ...HOTEL_WORDS.flatMap((word) => [
      foldedContains(supplierCategories.name, word),
      foldedContains(supplierCategories.name_en, word),
    ]),
  ) as SQL
}

/** The company's hotel categories, the oldest first (the one a new hotel is filed under). */
export async function hotelCategoryIds(db: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: supplierCategories.id })
    .from(supplierCategories)
    .where(and(eq(supplierCategories.event_company_id, companyId), isHotelCategory()))
    .orderBy(asc(supplierCategories.id))
  return rows.map((row) => row.id)
}

/** The category a hotel added from the picker gets: the first hotel category, made when there is none. */
export async function hotelCategoryFor(db: DbOrTx, companyId: number): Promise<number> {
  const [first] = await hotelCategoryIds(db, companyId)
  if (first) return first
  const [made] = await db
    .insert(supplierCategories)
    .values({ event_company_id: companyId, name: 'Otel', name_en: 'Hotel' })
    .returning({ id: supplierCategories.id })
  if (!made) throw new Error('hotel category not created')
  return made.id
}
