import { z } from 'zod'

/**
 * The realtime channel (staff-app.md 7 "Real-time", decisions.md 6): Socket.IO on the app's own origin.
 * The handshake carries the bearer token (`auth: {token}`): that is the spec's "private-channel
 * authorisation" (docs/decisions/0006-realtime.md). Every socket joins its user's private room and its
 * company's room; the server sends these events.
 */
export const REALTIME_PATH = '/socket.io'

export const REALTIME_EVENTS = {
  /** A company-wide change: `{type, content, message}`; `projects/setLeads` reloads the leads. */
  dataCreated: 'data-created',
  /** The online users of the company; only AGENCY users receive it. */
  presence: 'presence',
  /** The web build the server serves, sent on connect: an older tab shows the update banner. */
  version: 'version',
} as const

/** Why the server refused a handshake (the `message` of the client's `connect_error`). */
export const REALTIME_REFUSALS = {
  unauthenticated: 'unauthenticated',
  sessionExpired: 'session_expired',
  /** The server could not check the token (its database did not answer): try again later. */
  unavailable: 'unavailable',
} as const

export const dataCreatedEventSchema = z.object({
  type: z.string(),
  content: z.record(z.string(), z.unknown()),
  message: z.string().optional(),
})
export type DataCreatedEvent = z.infer<typeof dataCreatedEventSchema>

/** staff-app.md "Online presence: users with id, name, profile_picture" (a picture's URL, or null). */
export const onlineUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_picture: z.string().nullable(),
})
export type OnlineUser = z.infer<typeof onlineUserSchema>
export const presenceEventSchema = z.array(onlineUserSchema)

export const versionEventSchema = z.object({ version: z.string().nullable() })
export type VersionEvent = z.infer<typeof versionEventSchema>
