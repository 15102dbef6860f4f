import { z } from 'zod'

/**
 * Room mates on the public form (admin-area.md "Form field": room_mate_type, room_mate_approve,
 * selected_room_mate_visible, attendee_list_matches; event-side.md section 2; issue 21 item 4).
 *
 * GET /webform/{slug}/{pcode}/room-mates lists whom the person with the personal code may choose:
 * CHOOSE_ANYONE → the project's registered attendees by a name search (at least 2 characters, at most
 * 20 answers); MACTHED_LIST_CHOOSE → every attendee of the lists matched to the chooser's lists (list
 * one → list two). Only names leave the server, never e-mails or codes of others.
 *
 * With room_mate_approve the chosen mate gets a mail with `/web-form/room-mate/{code}`:
 * GET /webform/room-mate/{code} says who asks; POST confirms or declines.
 */

export const ROOM_MATE_SEARCH_MIN = 2
export const ROOM_MATE_SEARCH_LIMIT = 20

export const webformRoomMatesQuery = z.object({
  locale: z.string().max(10).optional(),
  /** The room_mates field (the form's first one when left out). */
  field: z.coerce.number().int().positive().optional(),
  search: z.string().max(100).optional(),
})

export const roomMateChoiceSchema = z.object({ attendee_id: z.number().int(), name: z.string() })
export type RoomMateChoiceOut = z.infer<typeof roomMateChoiceSchema>

export const webformRoomMatesSchema = z.object({
  field_id: z.number().int(),
  type: z.enum(['CHOOSE_ANYONE', 'MACTHED_LIST_CHOOSE']),
  /** CHOOSE_ANYONE: choices come only for a search of at least ROOM_MATE_SEARCH_MIN characters. */
  search_required: z.boolean(),
  choices: z.array(roomMateChoiceSchema),
})
export type WebformRoomMates = z.infer<typeof webformRoomMatesSchema>

export const webformRoomMateParams = z.object({ code: z.string().min(16).max(64) })

/** GET /webform/room-mate/{code}: who asks to share a room with whom (404 for an unknown or used code). */
export const webformRoomMateRequestSchema = z.object({
  requester_name: z.string(),
  mate_first_name: z.string(),
  project: z.object({ name: z.string(), starts_at: z.string(), ends_at: z.string() }).nullable(),
  /** The mate's language. */
  locale: z.enum(['tr', 'en']),
})
export type WebformRoomMateRequest = z.infer<typeof webformRoomMateRequestSchema>

export const webformRoomMateDecisionSchema = z.strictObject({ decision: z.enum(['confirm', 'decline']) })
export type WebformRoomMateDecision = z.infer<typeof webformRoomMateDecisionSchema>

export const webformRoomMateDecisionResponseSchema = z.object({
  message: z.string(),
  confirmed: z.boolean(),
})
export type WebformRoomMateDecisionResponse = z.infer<typeof webformRoomMateDecisionResponseSchema>
