import { and, eq, isNull } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DbOrTx } from './db'

/** The columns every addressable business record has (clients, suppliers, ...). */
export interface AddressableColumns {
  id: PgColumn
  code: PgColumn
  name: PgColumn
  event_company_id: PgColumn
  deleted_at: PgColumn
}

/**
 * Finds an active record of the company by its code or its id, as the screens name a client or a
 * supplier in a contact, a note or a call.
 */
export async function findActiveRecordSummary(
  db: DbOrTx,
  table: PgTable & AddressableColumns,
  companyId: number,
  ref: string | number,
): Promise<{ id: number; code: string; name: string } | undefined> {
  const value = String(ref)
  const byId = /^\d{1,15}$/.test(value)
  const rows = await db
    .select({ id: table.id, code: table.code, name: table.name })
    .from(table)
    .where(
      and(
        eq(table.event_company_id, companyId),
        isNull(table.deleted_at),
        byId ? eq(table.id, Number(value)) : eq(table.code, value),
      ),
    )
    .limit(1)
  return rows[0] as { id: number; code: string; name: string } | undefined
}
