import { and, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { pushSubscriptions, pushVapidKeys } from './push.table'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

/**
 * Stores `candidate` unless a pair is already there, and returns the stored pair: two processes starting
 * together both insert, the primary key lets one win, and both read the winner.
 */
export async function insertVapidKeysIfAbsent(db: DbOrTx, candidate: VapidKeys): Promise<VapidKeys> {
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, public_key: candidate.publicKey, private_key: candidate.privateKey })
    .onConflictDoNothing()
  const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1))
  if (!row) throw new Error('push_vapid_keys: the key row is missing right after its insert')
  return { publicKey: row.public_key, privateKey: row.private_key }
}

export async function findVapidKeys(db: DbOrTx): Promise<VapidKeys | null> {
  const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1))
  return row ? { publicKey: row.public_key, privateKey: row.private_key } : null
}

export interface SubscriptionRow {
  id: number
  userId: number
  endpoint: string
  p256dh: string
  auth: string
}

/** Insert, or move an existing endpoint to this user (a shared browser signs in as someone else). */
export async function upsertSubscription(
  db: DbOrTx,
  row: {
    companyId: number
    userId: number
    endpoint: string
    p256dh: string
    auth: string
    platform: string
  },
): Promise<void> {
  const values = {
    event_company_id: row.companyId,
    user_id: row.userId,
    p256dh: row.p256dh,
    auth: row.auth,
    platform: row.platform,
  }
  await db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: row.endpoint })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, updated_at: sql`now()` } })
}

export async function listSubscriptionsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      endpoint: pushSubscriptions.endpoint,
      platform: pushSubscriptions.platform,
      created_at: pushSubscriptions.created_at,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.user_id, userId))
    .orderBy(pushSubscriptions.created_at)
}

export async function deleteSubscriptionOf(db: DbOrTx, userId: number, endpoint: string): Promise<number> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.user_id, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id })
  return deleted.length
}

export async function subscriptionsOfUsers(db: DbOrTx, userIds: number[]): Promise<SubscriptionRow[]> {
  if (userIds.length === 0) return []
  return db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.user_id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.user_id, userIds))
}

export async function deleteSubscriptionById(db: DbOrTx, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id))
}
