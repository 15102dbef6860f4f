import { type PushMessage, type PushSendJob, pushSendJobSchema } from '@ajanda/contracts/push.contract'
import webpush from 'web-push'
import type { AppContext } from '../../platform/context'
import { defineJob } from '../../platform/jobs/define-job'
import { deleteSubscriptionById, type SubscriptionRow, subscriptionsOfUsers } from './push.repository'
import { vapidKeysOf, vapidSubject } from './vapid-keys'

/** The job notify() enqueues: `{ userIds, title, body, url }`. */
export const PUSH_SEND_JOB = 'push.send'

/** web-push's sendNotification, or a stand-in in tests. */
export type PushSender = (
  subscription: webpush.PushSubscription,
  payload: string,
  options: webpush.RequestOptions,
) => Promise<unknown>

export interface PushDeliveryResult {
  sent: number
  /** Subscriptions the push service called gone (404/410), now deleted. */
  removed: number
  /** Refused for good (other 4xx): retrying the same message would be refused again. */
  rejected: number
}

/** Push services keep at most about 4 KB; the body is cut well before that (the title is short already). */
const MAX_BODY_CHARS = 1000
/** A message nobody saw within a day is stale (a meeting reminder, an approval long done). */
const TTL_SECONDS = 24 * 60 * 60
const SEND_TIMEOUT_MS = 15_000

/** Why one subscription's send failed, and what to do about it. */
export function classifyPushFailure(error: unknown): 'gone' | 'rejected' | 'retry' {
  const status = error instanceof webpush.WebPushError ? error.statusCode : undefined
  if (status === 404 || status === 410) return 'gone'
  // 429 and 5xx are the service's trouble, network errors have no status: those are worth a retry.
  if (status !== undefined && status >= 400 && status < 500 && status !== 429) return 'rejected'
  return 'retry'
}

/**
 * The `push.send` handler: sends the message to every stored subscription of the users, each on its own
 * so that one user's broken browser does not keep the others from theirs. Gone subscriptions are
 * deleted. If any send failed in a way worth retrying, it throws once all sends are done, so the job
 * queue retries (the retry sends to every subscription again; browsers show a repeated message with the
 * same tag as one notification, see the service worker).
 */
export async function deliverPush(
  ctx: Pick<AppContext, 'db' | 'config'>,
  data: unknown,
  send: PushSender = webpush.sendNotification,
): Promise<PushDeliveryResult> {
  const job = pushSendJobSchema.parse(data)
  const result: PushDeliveryResult = { sent: 0, removed: 0, rejected: 0 }
  const subscriptions = await subscriptionsOfUsers(ctx.db, [...new Set(job.userIds)])
  if (subscriptions.length === 0) return result

  const keys = await vapidKeysOf(ctx.db).get()
  const options: webpush.RequestOptions = {
    vapidDetails: { subject: vapidSubject(ctx.config), ...keys },
    TTL: TTL_SECONDS,
    timeout: SEND_TIMEOUT_MS,
  }
  const message: PushMessage = {
    title: job.title,
    body: job.body.length > MAX_BODY_CHARS ? `${job.body.slice(0, MAX_BODY_CHARS - 1)}…` : job.body,
    url: job.url,
  }
  const payload = JSON.stringify(message)

  const retryable: unknown[] = []
  await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        await send(toWebPush(subscription), payload, options)
        result.sent++
      } catch (error) {
        const kind = classifyPushFailure(error)
        if (kind === 'gone') {
          await deleteSubscriptionById(ctx.db, subscription.id)
          result.removed++
        } else if (kind === 'rejected') result.rejected++
        else retryable.push(error)
      }
    }),
  )
  if (retryable.length > 0)
    throw new AggregateError(
      retryable,
      `push.send: ${retryable.length} of ${subscriptions.length} sends failed`,
    )
  return result
}

function toWebPush(row: SubscriptionRow): webpush.PushSubscription {
  return { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }
}

/**
 * `push.send` for the job queue (platform/jobs/all-jobs.ts). A push service that is down gets three more
 * tries over a few minutes; after that the message is stale anyway.
 */
export const pushSendJob = defineJob<PushSendJob>({
  name: PUSH_SEND_JOB,
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  retryDelayMaxSeconds: 600,
  async handler(data, { ctx }) {
    await deliverPush(ctx, data)
  },
})
