import type { PushSubscriptionInput } from '@ajanda/contracts/push.contract'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { deleteSubscriptionOf, listSubscriptionsOf, upsertSubscription } from './push.repository'
import { vapidKeysOf } from './vapid-keys'

export function createPushService(ctx: Pick<AppContext, 'db'>) {
  /**
   * A subscription is only ever registered by its own user (the browser that holds it): any other code,
   * a colleague's or another company's, answers 404 like an unknown one, so nothing about it is revealed.
   */
  function assertSelf(auth: AuthState, code: string) {
    if (auth.user.code !== code) throw new NotFoundError()
  }

  return {
    async publicKey(): Promise<string> {
      return (await vapidKeysOf(ctx.db).get()).publicKey
    },

    async listTokens(auth: AuthState, code: string) {
      assertSelf(auth, code)
      const rows = await listSubscriptionsOf(ctx.db, auth.user.id)
      return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }))
    },

    async saveToken(auth: AuthState, code: string, subscription: PushSubscriptionInput, platform: string) {
      assertSelf(auth, code)
      await upsertSubscription(ctx.db, {
        companyId: auth.user.event_company_id,
        userId: auth.user.id,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        platform,
      })
    },

    /** Idempotent: an endpoint that is not (or no longer) stored for this user is not an error. */
    async deleteToken(auth: AuthState, code: string, endpoint: string) {
      assertSelf(auth, code)
      await deleteSubscriptionOf(ctx.db, auth.user.id, endpoint)
    },
  }
}
