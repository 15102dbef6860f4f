import { z } from 'zod'

/**
 * Web push (staff-app.md section 4 "Push permission", section 7 `POST users/{code}/push-token`): the browser
 * sends its PushSubscription as `token`, either as the object `subscription.toJSON()` gives or as that
 * object's JSON text (what the old app stored), with `platform: "web"`.
 */

/** Base64url without padding, as browsers encode the subscription keys. */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, { message: 'invalid_type' })

export const pushSubscriptionSchema = z.object({
  // Push services are always https; anything else could make the server call arbitrary hosts.
  endpoint: z
    .string()
    .max(2048)
    .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
      message: 'invalid_url',
    }),
  expirationTime: z.number().nullish(),
  keys: z.object({ p256dh: base64url(256), auth: base64url(64) }),
})
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>

/** JSON text is parsed first; text that is not JSON stays a string, which the object schema refuses. */
function parseIfText(value: unknown): unknown {
  if (typeof value !== 'string' || value.length > 4096) return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

export const pushTokenInputSchema = z.object({
  token: z.preprocess(parseIfText, pushSubscriptionSchema),
  platform: z.literal('web'),
})
export type PushTokenInput = z.input<typeof pushTokenInputSchema>

/** `DELETE users/{code}/push-token`: forget one browser's subscription. */
export const pushTokenDeleteInputSchema = z.object({ endpoint: z.string().min(1).max(2048) })

/** `GET users/{code}/push-token`: the browsers the signed-in user gets push messages on. */
export const pushTokenListResponseSchema = z.object({
  data: z.array(z.object({ endpoint: z.string(), platform: z.string(), created_at: z.string() })),
})
export type PushTokenListResponse = z.infer<typeof pushTokenListResponseSchema>

export const pushPublicKeyResponseSchema = z.object({
  /** The VAPID application server key (base64url), for `pushManager.subscribe`. */
  public_key: z.string(),
})
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponseSchema>

/** The `push.send` job's data (what notify() enqueues) and what the service worker receives. */
export const pushSendJobSchema = z.object({
  userIds: z.array(z.number().int().positive()),
  title: z.string(),
  body: z.string(),
  url: z.string(),
})
export type PushSendJob = z.infer<typeof pushSendJobSchema>
export type PushMessage = Omit<PushSendJob, 'userIds'>
