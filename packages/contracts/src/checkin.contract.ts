import { z } from 'zod'
import { ATTENDEE_STATUSES } from './attendees.contract'
import { idField, idParam, isoMoment, requiredText } from './common/fields'

/**
 * Check-in (event-side.md section 3; staff-app.md `/checkin/{code}`). Staff make a project's check-in
 * points; each point's secret code opens `/checkin/{code}` on any phone without a login. The page keeps
 * the point's roster in the browser, answers from it, queues its scans and sends them in batches that
 * are safe to resend (unique per point and `client_id`).
 */

export const CHECKIN_ADMITS = ['ALL', 'LISTS'] as const
export type CheckinAdmits = (typeof CHECKIN_ADMITS)[number]
export const CHECKIN_DIRECTIONS = ['IN', 'OUT'] as const
export type CheckinDirection = (typeof CHECKIN_DIRECTIONS)[number]
export const CHECKIN_METHODS = ['QR', 'NAME'] as const
export const CHECKIN_POINT_NAME_MAX = 120
/** One batch of queued scans; a longer queue goes in several. */
export const CHECKIN_BATCH_MAX = 500
/** The realtime `data-created` type published when a point's scans or settings change. */
export const CHECKIN_CHANGED_EVENT_TYPE = 'checkin/changed'

// ---- Staff: GET/POST /project/{id}/checkin-points, PUT/DELETE .../{pointId}, conflicts

export const checkinCountsSchema = z.object({
  /** People whose last scan at the point is an entry. */
  inside: z.number().int(),
  entries: z.number().int(),
  exits: z.number().int(),
  /** Entries flagged as conflicts and not yet resolved. */
  conflicts: z.number().int(),
})
export type CheckinCounts = z.infer<typeof checkinCountsSchema>

export const checkinPointSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  /** The page's address (the QR code shown to staff). */
  url: z.string(),
  admits: z.enum(CHECKIN_ADMITS),
  list_ids: z.array(z.number().int()),
  with_exit: z.boolean(),
  revoked_at: z.string().nullable(),
  active: z.boolean(),
  counts: checkinCountsSchema,
  created_at: z.string(),
})
export type CheckinPoint = z.infer<typeof checkinPointSchema>

export const checkinPointListSchema = z.object({ data: z.array(checkinPointSchema) })
export const checkinPointResponseSchema = z.object({ data: checkinPointSchema })

export const checkinPointInputSchema = z.strictObject({
  name: requiredText(CHECKIN_POINT_NAME_MAX),
  admits: z.enum(CHECKIN_ADMITS),
  list_ids: z.array(idField()).max(200).default([]),
  with_exit: z.boolean().default(false),
})
export type CheckinPointInput = z.input<typeof checkinPointInputSchema>

export const checkinPointParams = z.object({ id: idParam, pointId: idParam })
export const checkinScanParams = z.object({ id: idParam, scanId: idParam })

/** An entry made while the person was already in (two devices offline, or no exit between). */
export const checkinConflictSchema = z.object({
  scan_id: z.number().int(),
  point: z.object({ id: z.number().int(), name: z.string() }),
  attendee: z.object({ id: z.number().int(), name: z.string() }),
  scanned_at: z.string(),
  device_id: z.string(),
  /** The earlier entry it collided with, when there is one. */
  previous_at: z.string().nullable(),
  previous_device_id: z.string().nullable(),
})
export type CheckinConflict = z.infer<typeof checkinConflictSchema>
export const checkinConflictListSchema = z.object({ data: z.array(checkinConflictSchema) })

// ---- Public: GET /checkin/{code}, POST /checkin/{code}/scans

export const checkinCodeParams = z.object({ code: z.string().min(10).max(64) })

/** Why the page answers red for someone on the roster. */
export const CHECKIN_REFUSALS = ['not_registered', 'cancelled', 'not_for_point'] as const
export type CheckinRefusal = (typeof CHECKIN_REFUSALS)[number]

export const checkinLastScanSchema = z.object({
  direction: z.enum(CHECKIN_DIRECTIONS),
  scanned_at: z.string(),
  point_id: z.number().int(),
  point_name: z.string(),
})
export type CheckinLastScan = z.infer<typeof checkinLastScanSchema>

export const checkinRosterEntrySchema = z.object({
  id: z.number().int(),
  acode: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string().nullable(),
  status: z.enum(ATTENDEE_STATUSES),
  /** null: this point admits them; otherwise why not. */
  refusal: z.enum(CHECKIN_REFUSALS).nullable(),
  lists: z.array(z.string()),
  main_attendee_id: z.number().int().nullable(),
  /** The person's last scan at this point (null: never scanned here). */
  here: checkinLastScanSchema.nullable(),
  /** The person's last entry at any of the project's points. */
  last_entry: checkinLastScanSchema.nullable(),
})
export type CheckinRosterEntry = z.infer<typeof checkinRosterEntrySchema>

export const checkinPublicPointSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  project_name: z.string(),
  with_exit: z.boolean(),
  admits: z.enum(CHECKIN_ADMITS),
})
export type CheckinPublicPoint = z.infer<typeof checkinPublicPointSchema>

export const checkinRosterSchema = z.object({
  point: checkinPublicPointSchema,
  roster: z.array(checkinRosterEntrySchema),
  counts: checkinCountsSchema,
  /** The server's clock when the roster was read. */
  loaded_at: z.string(),
})
export type CheckinRoster = z.infer<typeof checkinRosterSchema>

export const checkinScanInputSchema = z
  .strictObject({
    client_id: z.string().trim().min(8).max(64),
    acode: z.string().trim().min(1).max(64).optional(),
    attendee_id: idField().optional(),
    direction: z.enum(CHECKIN_DIRECTIONS),
    method: z.enum(CHECKIN_METHODS),
    scanned_at: isoMoment(),
    device_id: z.string().trim().min(1).max(64),
  })
  .refine((scan) => scan.acode !== undefined || scan.attendee_id !== undefined, {
    message: 'acode_or_attendee',
    path: ['acode'],
  })
export type CheckinScanInput = z.input<typeof checkinScanInputSchema>

export const checkinScanBatchSchema = z.strictObject({
  scans: z.array(checkinScanInputSchema).min(1).max(CHECKIN_BATCH_MAX),
})

/**
 * Each scan's fate: `saved` now, `duplicate` (saved by an earlier send: nothing added), `refused` (not
 * someone this point admits, or an exit at an entry-only point), `unknown` (no such attendee here).
 */
export const CHECKIN_SCAN_RESULTS = ['saved', 'duplicate', 'refused', 'unknown'] as const
export const checkinScanResultSchema = z.object({
  client_id: z.string(),
  result: z.enum(CHECKIN_SCAN_RESULTS),
  conflict: z.boolean(),
})
export const checkinScanBatchResponseSchema = z.object({
  results: z.array(checkinScanResultSchema),
  counts: checkinCountsSchema,
})
export type CheckinScanBatchResponse = z.infer<typeof checkinScanBatchResponseSchema>
