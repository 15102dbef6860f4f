import {
  ADVANCE_ITEMS_MESSAGE_KEY,
  advanceItemInputSchema,
  advancePaymentInputSchema,
  EXPENSE_ITEMS_MESSAGE_KEY,
  expenseInputSchema,
  expenseItemInputSchema,
  leaveInputSchema,
  PROJECT_SOURCE,
  SINGLE_MOMENT_LEAVE,
} from '@ajanda/contracts/requests.contract'

/**
 * The contract's input schemas with the rules the browser checks before the server does
 * (staff-app.md section 5); the messages are keys of the shared validation catalogue.
 */

/** A range of days needs its end (not before the start); compassionate leave is one moment. */
export const leaveFormSchema = leaveInputSchema.superRefine((value, ctx) => {
  if (value.leave_type === SINGLE_MOMENT_LEAVE) return
  if (!value.ends_at) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'required' })
  else if (value.ends_at < value.starts_at)
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'end_before_start' })
})

/** True when every row passes the row schema (a row with a blank field is incomplete). */
export function rowsComplete(
  rows: readonly unknown[],
  row: { safeParse: (value: unknown) => { success: boolean } },
) {
  return rows.every((item) => row.safeParse(item).success)
}

/** The source PROJECT needs a project; any other source is an expense source id. */
function projectForSource(source: unknown, projectId: unknown): boolean {
  return source !== PROJECT_SOURCE || (typeof projectId === 'number' && projectId > 0)
}

export const advanceFormSchema = advancePaymentInputSchema.superRefine((value, ctx) => {
  if (!projectForSource(value.source, value.project_id))
    ctx.addIssue({ code: 'custom', path: ['project_id'], message: 'required' })
  if (value.items.length > 0 && !rowsComplete(value.items, advanceItemInputSchema))
    ctx.addIssue({ code: 'custom', path: ['items'], message: ADVANCE_ITEMS_MESSAGE_KEY })
})

export const expenseFormSchema = expenseInputSchema.superRefine((value, ctx) => {
  if (!projectForSource(value.expense_source, value.project_id))
    ctx.addIssue({ code: 'custom', path: ['project_id'], message: 'required' })
  const complete = value.items.every((item) => {
    const parsed = expenseItemInputSchema.safeParse(item)
    return (
      parsed.success && (parsed.data.payment_type !== 'COMPANY_CARD' || Boolean(parsed.data.company_card_id))
    )
  })
  if (value.items.length > 0 && !complete)
    ctx.addIssue({ code: 'custom', path: ['items'], message: EXPENSE_ITEMS_MESSAGE_KEY })
})
