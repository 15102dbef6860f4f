import { and, eq, sql } from 'drizzle-orm'
import { ledgerEntries } from '../modules/fees/fee-ledger'
import { ledgerInputOf } from '../modules/fees/fees.repository'
import { attendeePayments } from '../modules/fees/fees.table'
import { formFieldOptions, formFields, forms } from '../modules/forms/forms.table'
import { projectProducts } from '../modules/products/products.table'
import type { DbOrTx } from '../platform/db'

/** Which option of the congress's registration form stands for which demo product (by their Turkish texts). */
const OPTION_PRODUCTS: { field: string; option: string; product: string }[] = [
  { field: 'Kayıt türü', option: 'Tam katılım (3 gün)', product: 'REG' },
  { field: 'Kayıt türü', option: 'Günlük katılım', product: 'REG' },
  { field: 'Kayıt türü', option: 'Öğrenci', product: 'REG' },
  { field: 'Konaklama gerekiyor mu?', option: 'Evet', product: 'ACC' },
]
const METHODS = ['TRANSFER', 'CARD', 'CASH'] as const

/**
 * The demo congress's registration fees: its form's registration types stand for the registration
 * product and "accommodation: yes" for the hotel night, so every registration owes at its period's
 * prices; then a third of the registered attendees have paid in full, a third in part (a bank transfer
 * of half), and a third not yet. Runs after the products (demo-products.ts).
 */
export async function insertDemoFees(tx: DbOrTx, companyId: number): Promise<void> {
  const [form] = await tx
    .select({ id: forms.id, project_id: forms.project_id })
    .from(forms)
    .where(and(eq(forms.event_company_id, companyId), eq(forms.slug, 'kongre-kayit')))
  if (!form?.project_id) return
  const products = await tx
    .select({ id: projectProducts.id, type: projectProducts.product_type })
    .from(projectProducts)
    .where(eq(projectProducts.project_id, form.project_id))
  for (const link of OPTION_PRODUCTS) {
    const product = products.find((row) => row.type === link.product)
    if (!product) continue
    await tx
      .update(formFieldOptions)
      .set({ product_id: product.id })
      .where(
        and(
          sql`${formFieldOptions.option_text} ->> 'tr' = ${link.option}`,
          sql`${formFieldOptions.field_id} in (select ${formFields.id} from ${formFields}
            where ${formFields.form_id} = ${form.id} and ${formFields.title} ->> 'tr' = ${link.field})`,
        ),
      )
  }
  const input = await ledgerInputOf(tx, companyId, form.project_id)
  const owing = ledgerEntries(input).filter((entry) => entry.row.due.length > 0)
  const payments = owing.flatMap((entry, index) => {
    if (index % 3 === 2) return []
    return entry.row.due.map((due) => ({
      event_company_id: companyId,
      attendee_id: entry.row.attendee_id,
      // Paid in full, or half of it by bank transfer.
      amount: index % 3 === 0 ? due.amount : (Number(due.amount) / 2).toFixed(2),
      currency: due.currency,
      paid_on: new Date(Date.now() - (index % 20) * 86_400_000).toISOString().slice(0, 10),
      method: index % 3 === 0 ? (METHODS[index % METHODS.length] ?? 'CASH') : 'TRANSFER',
      reference: index % 3 === 0 ? null : `EFT-${2026_0000 + entry.row.attendee_id}`,
    }))
  })
  if (payments.length > 0) await tx.insert(attendeePayments).values(payments)
}
