import { createHash, randomBytes } from 'node:crypto'
import { DECISION_LINK_TTL_HOURS, type DecisionLinkState } from '@ajanda/contracts/requests.contract'
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { approvalDecisionLinks } from './requests.table'

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

export type DecisionLinkRow = typeof approvalDecisionLinks.$inferSelect

/**
 * One link per approver of a step (decisions.md 4): a random 256-bit token, of which only the hash is
 * stored, bound to the request, the step and the person, valid DECISION_LINK_TTL_HOURS and used once.
 * Answers each approver's URL.
 */
export async function createDecisionLinks(
  db: DbOrTx,
  appUrl: string,
  request: { id: number; request_type: string },
  stepNo: number,
  approvers: readonly { id: number; code: string }[],
  now = new Date(),
): Promise<Map<number, string>> {
  const urls = new Map<number, string>()
  if (approvers.length === 0) return urls
  const expiresAt = new Date(now.getTime() + DECISION_LINK_TTL_HOURS * 3_600_000)
  const rows = approvers.map((approver) => {
    const token = randomBytes(32).toString('base64url')
    const root = appUrl.replace(/\/+$/, '')
    urls.set(
      approver.id,
      `${root}/approval-decision/${request.id}/${encodeURIComponent(approver.code)}/${request.request_type}?token=${token}`,
    )
    return {
      request_id: request.id,
      step_no: stepNo,
      user_id: approver.id,
      token_hash: hashOf(token),
      expires_at: expiresAt,
    }
  })
  await db.insert(approvalDecisionLinks).values(rows)
  return urls
}

/** The link a token names, if its request matches the URL's id (the person is checked by the caller). */
export async function findDecisionLink(
  db: DbOrTx,
  requestId: number,
  token: string,
  lock = false,
): Promise<DecisionLinkRow | undefined> {
  const query = db
    .select()
    .from(approvalDecisionLinks)
    .where(
      and(
        eq(approvalDecisionLinks.token_hash, hashOf(token)),
        eq(approvalDecisionLinks.request_id, requestId),
      ),
    )
    .limit(1)
  const rows = lock ? await query.for('update') : await query
  return rows[0]
}

export async function markLinkUsed(db: DbOrTx, linkId: number) {
  await db
    .update(approvalDecisionLinks)
    .set({ used_at: new Date() })
    .where(eq(approvalDecisionLinks.id, linkId))
}

export async function dropLinks(db: DbOrTx, requestId: number) {
  await db.delete(approvalDecisionLinks).where(eq(approvalDecisionLinks.request_id, requestId))
}

/** What a link can still do, given its request's state. */
export function linkState(
  link: DecisionLinkRow,
  request: { status: string; current_step: number | null; waiting_for: number[] },
  now = new Date(),
): DecisionLinkState {
  if (link.used_at) return 'used'
  if (
    request.status !== 'PENDING' ||
    request.current_step !== link.step_no ||
    !request.waiting_for.includes(link.user_id)
  )
    return 'decided'
  if (link.expires_at.getTime() <= now.getTime()) return 'expired'
  return 'valid'
}
