import type { Money, Payment } from '@ajanda/contracts/fees.contract'
import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { attendees } from '../attendees/attendees.table'
import { eventCompanies } from '../event-companies/event-companies.table'
import { periodsOf, productsOf } from '../products/products.repository'
import { users } from '../users/users.table'
import type { LedgerAttendee, LedgerInput } from './fee-ledger'
import { attendeePayments } from './fees.table'

/**
 * Reads what a project's fee ledger is computed from (fee-ledger.ts), in five queries whatever the
 * number of attendees: periods, products with prices, the attendees who owe or paid (and companions),
 * the products their answers chose (the options' seats name the chosen options), and the payments.
 * `onlyFor` narrows to one attendee and their companions (the attendee's fee and pro forma).
 */
/** Both drivers answer `execute` with `{ rows }`. */
async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

export async function ledgerInputOf(
  db: DbOrTx,
  companyId: number,
  projectId: number,
  onlyFor?: number,
): Promise<LedgerInput> {
  const [periods, products] = await Promise.all([periodsOf(db, projectId), productsOf(db, projectId)])
  const narrow =
    onlyFor === undefined ? sql`true` : sql`(a.id = ${onlyFor} or a.main_attendee_id = ${onlyFor})`
  // The registration day in the company's time zone: a 23:30 registration on the last early day is early.
  const attendeeRows = await rowsOf<LedgerAttendee>(
    db,
    sql`
    select a.id::int as id, a.first_name, a.last_name, a.email, a.status,
      to_char(coalesce(a.registered_at, a.created_at) at time zone c.timezone, 'YYYY-MM-DD') as registered_on,
      a.main_attendee_id::int as main_attendee_id
    from ${attendees} a
    join ${eventCompanies} c on c.id = a.event_company_id
    where a.project_id = ${projectId} and a.event_company_id = ${companyId} and ${narrow}
      and (a.status = 'REGISTERED' or a.main_attendee_id is not null
        or exists (select 1 from ${attendeePayments} p where p.attendee_id = a.id))
    order by lower(a.last_name), lower(a.first_name), a.id`,
  )
  const choiceRows = await rowsOf<{ attendee_id: number; product_id: number }>(
    db,
    sql`
    select a.id::int as attendee_id, o.product_id::int as product_id
    from ${attendees} a
    join attendee_answers ans on ans.attendee_id = a.id
    cross join lateral jsonb_array_elements_text(ans.seats -> 'options') as chosen(option_id)
    join form_field_options o on o.id = chosen.option_id::bigint
    where a.project_id = ${projectId} and a.event_company_id = ${companyId} and ${narrow}
      and o.product_id is not null
    order by ans.form_id, o.sort_order, o.id`,
  )
  const paymentRows = await rowsOf<{ attendee_id: number; currency: string; amount: string }>(
    db,
    sql`
    select p.attendee_id::int as attendee_id, p.currency, p.amount::text as amount
    from ${attendeePayments} p join ${attendees} a on a.id = p.attendee_id
    where a.project_id = ${projectId} and a.event_company_id = ${companyId} and ${narrow}
    order by p.paid_on, p.id`,
  )
  const choices = new Map<number, number[]>()
  for (const row of choiceRows)
    choices.set(row.attendee_id, [...(choices.get(row.attendee_id) ?? []), row.product_id])
  const payments = new Map<number, Money[]>()
  for (const row of paymentRows)
    payments.set(row.attendee_id, [
      ...(payments.get(row.attendee_id) ?? []),
      { currency: row.currency, amount: row.amount },
    ])
  return {
    periods,
    products: products.map((product) => ({
      id: product.id,
      product_type: product.product_type,
      name: product.name,
      capacity: product.capacity,
      vat_rate: product.vat_rate,
      currency: product.currency,
      prices: product.prices,
    })),
    attendees: attendeeRows,
    choices,
    payments,
  }
}

/** An attendee's payments, oldest first, with who recorded them. */
export async function paymentsOf(db: DbOrTx, attendeeId: number): Promise<Payment[]> {
  const rows = await db
    .select({
      payment: attendeePayments,
      user_name: users.full_name,
    })
    .from(attendeePayments)
    .leftJoin(users, eq(users.id, attendeePayments.created_by))
    .where(eq(attendeePayments.attendee_id, attendeeId))
    .orderBy(asc(attendeePayments.paid_on), asc(attendeePayments.id))
  return rows.map(({ payment, user_name }) => ({
    id: payment.id,
    amount: payment.amount,
    currency: payment.currency,
    paid_on: payment.paid_on,
    method: payment.method as Payment['method'],
    reference: payment.reference,
    created_by_name: user_name ?? null,
    created_at: payment.created_at.toISOString(),
  }))
}

export async function deletePayment(db: DbOrTx, attendeeId: number, paymentId: number): Promise<boolean> {
  const deleted = await db
    .delete(attendeePayments)
    .where(and(eq(attendeePayments.attendee_id, attendeeId), eq(attendeePayments.id, paymentId)))
    .returning({ id: attendeePayments.id })
  return deleted.length > 0
}
