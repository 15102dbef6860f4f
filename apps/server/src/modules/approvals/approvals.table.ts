import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, timestamps } from '../../platform/columns'
import { positions, users } from '../users/users.table'

/**
 * A request type's approval chain in one company (/admin/approval-chain). A type without a row uses
 * the default chain (the requester's manager approves, docs/decisions/0008-approval-chains.md).
 */
export const approvalChains = pgTable(
  'approval_chains',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    request_type: varchar('request_type', { length: 40 }).notNull(),
    needs_approval: boolean('needs_approval').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('approval_chains_type_unique').on(t.event_company_id, t.request_type)],
)

/**
 * The ordered steps of a chain. Exactly the id matching the kind is set, so a step can never name
 * both a person and a position. A position in a chain cannot be deleted (definition-usages.ts); a
 * user is only ever deactivated, and the resolver skips inactive people.
 */
export const approvalChainSteps = pgTable(
  'approval_chain_steps',
  {
    id: idColumn(),
    chain_id: bigintRef('chain_id')
      .notNull()
      .references(() => approvalChains.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    approver: varchar('approver', { length: 10 }).notNull(),
    user_id: bigintRef('user_id').references(() => users.id),
    position_id: bigintRef('position_id').references(() => positions.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('approval_chain_steps_order_unique').on(t.chain_id, t.position),
    index('approval_chain_steps_user_idx').on(t.user_id),
    index('approval_chain_steps_position_idx').on(t.position_id),
    check(
      'approval_chain_steps_approver_matches_id',
      sql`(${t.approver} = 'MANAGER' and ${t.user_id} is null and ${t.position_id} is null) or (${t.approver} = 'USER' and ${t.user_id} is not null and ${t.position_id} is null) or (${t.approver} = 'POSITION' and ${t.position_id} is not null and ${t.user_id} is null)`,
    ),
  ],
)
