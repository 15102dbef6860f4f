import { type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db'
import { formFieldOptions } from '../forms/forms.table'
import { projectProducts } from '../products/products.table'
import { formSeatDeltas } from './seat-deltas.table'

/**
 * A product's capacity is shared by every option that stands for it, on any form of the project (issue 23
 * item 1; decisions/0043): the seats it has given are the sum of its options' takers, the counted ones
 * (quota_allocated) and those still in form_seat_deltas.
 */
export const productSeatsTaken = (productId: SQL): SQL => sql`(
  (select coalesce(sum(x.quota_allocated), 0) from ${formFieldOptions} x where x.product_id = ${productId})
  + (select coalesce(sum(d.delta), 0) from ${formSeatDeltas} d
      where d.option_id in (select x.id from ${formFieldOptions} x where x.product_id = ${productId})))`

/** Seats left of the product `productId` names (null: no capacity, or no product). */
export const productSeatsLeft = (productId: SQL): SQL =>
  sql`(select greatest(p.capacity - ${productSeatsTaken(
    sql`p.id`,
  )}, 0) from ${projectProducts} p where p.id = ${productId} and p.capacity is not null)`

/**
 * After the options' seats moved: the options of `taken` whose product is now over its capacity. The
 * products' rows are locked first (in id order, after the options' rows, as every submission does), so
 * two submissions for the last seat of a product count one after the other; frees take no lock (they
 * only lower the count).
 */
export async function optionsOverProductCapacity(tx: Tx, taken: readonly number[]): Promise<number[]> {
  if (taken.length === 0) return []
  const ids = sql.join(
    taken.map((id) => sql`${id}`),
    sql`, `,
  )
  const linked = (await tx.execute(sql`select o.id as option_id, o.product_id
      from ${formFieldOptions} o join ${projectProducts} p on p.id = o.product_id
     where o.id in (${ids}) and p.capacity is not null`)) as unknown as {
    rows: { option_id: number | string; product_id: number | string }[]
  }
  if (linked.rows.length === 0) return []
  const products = [...new Set(linked.rows.map((row) => Number(row.product_id)))].sort((a, b) => a - b)
  const productIds = sql.join(
    products.map((id) => sql`${id}`),
    sql`, `,
  )
  await tx.execute(sql`select id from ${projectProducts} where id in (${productIds}) order by id for update`)
  const over = (await tx.execute(sql`select p.id from ${projectProducts} p
     where p.id in (${productIds}) and ${productSeatsTaken(sql`p.id`)} > p.capacity`)) as unknown as {
    rows: { id: number | string }[]
  }
  const full = new Set(over.rows.map((row) => Number(row.id)))
  return linked.rows.filter((row) => full.has(Number(row.product_id))).map((row) => Number(row.option_id))
}
