import { expenseItemInputSchema } from '@ajanda/contracts/requests.contract'
import type { z } from 'zod'

/** The fields (dot paths) whose values keep a form from being sent, in the form's order. */
export function blockingPaths(schema: z.ZodType, values: unknown): string[] {
  const parsed = schema.safeParse(values)
  if (parsed.success) return []
  return [...new Set(parsed.error.issues.map((issue) => issue.path.map(String).join('.')))]
}

/**
 * The expense form's: its own fields, then each row's incomplete fields (the form's schema says only
 * "items" for any incomplete row; the button's hint names the row and the field).
 */
export function expenseBlockingPaths(schema: z.ZodType, values: { items: readonly object[] }): string[] {
  const own = blockingPaths(schema, values).filter((path) => path !== 'items')
  const rows = (values.items as readonly Record<string, unknown>[]).flatMap((row, index) => {
    const paths = blockingPaths(expenseItemInputSchema, row).map((field) => `items.${index}.${field}`)
    if (row.payment_type === 'COMPANY_CARD' && !row.company_card_id) paths.push(`items.${index}.payment_type`)
    return [...new Set(paths)]
  })
  if (values.items.length === 0) rows.push('items')
  return [...own, ...rows]
}

/** A row field's key in `requests:fields` (the per-row labels carry the row number). */
const ROW_FIELD_LABELS: Record<string, string> = {
  assign_to: 'item_assign_to',
  expense_date: 'item_date',
  description: 'item_description',
  amount: 'item_amount_vat',
  vat_rate: 'item_vat_rate',
  payment_type: 'item_payment_type',
  company_card_id: 'item_payment_type',
  receipt_no: 'item_receipt_no',
  receipt_file_id: 'item_receipt_no',
}

/** A form field whose label key is not its name. */
const FORM_FIELD_LABELS: Record<string, string> = {
  project_id: 'project',
  supplier_id: 'supplier',
  client_id: 'client',
}

/** The label of a blocking path, e.g. `items.0.amount` is "1. satır KDV dahil tutarı". */
export function blockerLabel(
  path: string,
  t: (key: string, options?: Record<string, unknown>) => string,
  itemsLabel: string,
): string {
  const [head, index, field] = path.split('.')
  if (head === 'items' && index !== undefined && field) {
    const key = ROW_FIELD_LABELS[field]
    return key ? t(`fields.${key}`, { number: Number(index) + 1 }) : itemsLabel
  }
  if (head === 'items') return itemsLabel
  return t(`fields.${FORM_FIELD_LABELS[head ?? ''] ?? head}`)
}
