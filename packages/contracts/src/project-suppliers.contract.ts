import { z } from 'zod'
import { namedRefSchema } from './common/crm-fields'

/**
 * GET /project/{code}/suppliers (staff-app.md 7): who the project buys from. A supplier appears once,
 * from its project's budget lines (project_budget_item_suppliers), from its purchase invoices linked to
 * the project, or both. Amounts are decimal strings rounded half-up to 2 places, one entry per currency,
 * currencies in alphabetical order (never converted: each line and invoice keeps its own currency).
 */
export const projectSuppliersParams = z.object({ code: z.string().min(1).max(64) })
export const projectSuppliersQuerySchema = z.object({ locale: z.string().max(10).optional() })

export const currencyAmountSchema = z.object({ currency: z.string(), amount: z.string() })
export type CurrencyAmount = z.infer<typeof currencyAmountSchema>

export const projectSupplierSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  categories: z.array(namedRefSchema),
  /**
   * The buy totals of the counted lines (an alternative that is not its group's default is not bought)
   * naming this supplier, in each line's buy currency. A line with two suppliers counts for both.
   */
  budget_line_count: z.number().int(),
  buy_totals: z.array(currencyAmountSchema),
  /** The totals with VAT of the supplier's purchase invoices linked to the project, per currency. */
  invoice_count: z.number().int(),
  invoice_totals: z.array(currencyAmountSchema),
})
export type ProjectSupplier = z.infer<typeof projectSupplierSchema>

export const projectSuppliersResponseSchema = z.object({ data: z.array(projectSupplierSchema) })
export type ProjectSuppliersResponse = z.infer<typeof projectSuppliersResponseSchema>
