import { z } from 'zod'
import { flagField, idField } from './common/fields'

/**
 * Turnover targets (admin-area.md "Targets", event-side.md section 5, issue 24 item 1): a whole amount in
 * the company currency per month of a year, for each division, team and user. Quarters and the year are
 * sums (targets-grid.ts), never stored. Amounts are whole numbers far below 2^53, so they travel as JSON
 * integers, exact in JavaScript (a year of twelve maximum months included).
 */

export const TARGET_FOR_TYPES = ['DIVISION', 'TEAM', 'USER'] as const
export type TargetForType = (typeof TARGET_FOR_TYPES)[number]
export const TARGET_AMOUNT_MAX = 999_999_999_999
export const TARGET_YEAR_MIN = 2000
export const TARGET_YEAR_MAX = 2100
/** Cells one PUT may carry (a debounced batch of typing, or a pasted block). */
export const TARGET_CELLS_MAX = 500

export const targetYearField = () => z.number().int().min(TARGET_YEAR_MIN).max(TARGET_YEAR_MAX)
export const targetAmountField = () => z.number().int().min(0).max(TARGET_AMOUNT_MAX)

// ---- GET /event-companies/{id}/targets?year=

export const targetsQuerySchema = z.object({
  /** Absent: the current year on the company's clock. */
  year: z.coerce.number().int().min(TARGET_YEAR_MIN).max(TARGET_YEAR_MAX).optional(),
})

export const targetRowSchema = z.object({
  /** `DIVISION-3`, `TEAM-7`, `USER-12`: unique in the grid. */
  key: z.string(),
  target_for_type: z.enum(TARGET_FOR_TYPES),
  target_for_id: z.number().int(),
  name: z.string(),
  /** The row it is grouped under (a team's division, a user's team or division); null at the top. */
  parent_key: z.string().nullable(),
  /** 0 for divisions (and teams or users outside any division), 1 and 2 below. */
  depth: z.number().int(),
  /** A deactivated user still listed because they have targets this year. */
  inactive: z.boolean(),
  /** January to December; null where no target is set. */
  amounts: z.array(targetAmountField().nullable()).length(12),
})
export type TargetRow = z.infer<typeof targetRowSchema>

export const targetsResponseSchema = z.object({
  year: z.number().int(),
  /** The company currency: every amount is in it. */
  currency: z.string(),
  rows: z.array(targetRowSchema),
})
export type TargetsResponse = z.infer<typeof targetsResponseSchema>

// ---- PUT /event-companies/{id}/targets

export const targetCellSchema = z.object({
  target_for_type: z.enum(TARGET_FOR_TYPES),
  target_for_id: idField(),
  period: z.number().int().min(1).max(12),
  /** Null removes the cell's target. */
  amount: targetAmountField().nullable(),
})
export type TargetCell = z.infer<typeof targetCellSchema>

export const saveTargetsInputSchema = z.object({
  year: targetYearField(),
  cells: z.array(targetCellSchema).min(1).max(TARGET_CELLS_MAX),
})
export type SaveTargetsInput = z.infer<typeof saveTargetsInputSchema>

export const saveTargetsResponseSchema = z.object({
  year: z.number().int(),
  cells: z.array(targetCellSchema),
})
export type SaveTargetsResponse = z.infer<typeof saveTargetsResponseSchema>

// ---- POST /event-companies/{id}/targets/copy

export const copyTargetsInputSchema = z.object({
  from_year: targetYearField(),
  to_year: targetYearField(),
  /** Replace the targets to_year already has (otherwise such a copy is refused). */
  overwrite: flagField().optional(),
})
export type CopyTargetsInput = z.infer<typeof copyTargetsInputSchema>

export const copyTargetsResponseSchema = z.object({
  year: z.number().int(),
  copied: z.number().int(),
  message: z.string(),
})
export type CopyTargetsResponse = z.infer<typeof copyTargetsResponseSchema>

/** The key of a grid row (and of the record a cell belongs to). */
export const targetRowKey = (type: TargetForType, id: number) => `${type}-${id}`
