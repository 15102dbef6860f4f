import { z } from 'zod'
import { budgetSummarySchema } from './budgets.contract'
import { paginatedSchema, paginationQuerySchema } from './common/pagination'

/**
 * GET /client/{code}/budgets: the budgets of a client's projects that the caller sees (the projects'
 * visibility), most recently changed first; the client record's "Bütçeler".
 */
export const clientBudgetListQuerySchema = paginationQuerySchema
  .pick({ page: true, page_size: true })
  .extend({ locale: z.string().max(10).optional() })
export type ClientBudgetListQuery = z.infer<typeof clientBudgetListQuerySchema>

export const clientBudgetItemSchema = budgetSummarySchema.extend({
  project: z.object({
    code: z.string(),
    name: z.string(),
    project_ref: z.string().nullable(),
    /** The project type's budget editor (1, 2 or 3): which editor page opens the budget. */
    budget_type: z.number().int().nullable(),
  }),
})
export type ClientBudgetItem = z.infer<typeof clientBudgetItemSchema>
export const clientBudgetListResponseSchema = paginatedSchema(clientBudgetItemSchema)
export const clientBudgetsParams = z.object({ code: z.string().trim().min(1).max(64) })
