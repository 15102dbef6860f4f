import { z } from 'zod'
import { companySummarySchema, creatorSchema, recordRef } from './common/crm-fields'
import { idField, idParam, isoMoment, requiredMultilineText, requiredText } from './common/fields'

/** Notes and phone-call logs on clients (C) and suppliers (S). */
export const NOTE_TYPES = ['C', 'S'] as const
export type NoteType = (typeof NOTE_TYPES)[number]
/** INCOMING: "Arandım" (they called), OUTGOING: "Aradım" (I called); the labels live in the web. */
export const CALL_DIRECTIONS = ['INCOMING', 'OUTGOING'] as const
export type CallDirection = (typeof CALL_DIRECTIONS)[number]
export const CALL_DESCRIPTION_MAX = 500
/** Clocks differ a little: a call logged "now" by a fast client clock is not in the future. */
export const CALL_FUTURE_TOLERANCE_MS = 60_000

/** The client project a note or call is about (C type only). */
export const activityProjectSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() })

export const noteSchema = z.object({
  id: z.number().int(),
  note_title: z.string(),
  note_content: z.string(),
  note_type: z.enum(NOTE_TYPES),
  /** The client's or supplier's id. */
  note_for: z.number().int(),
  subject: companySummarySchema,
  /** The project of the client the note is about, if any. */
  project: activityProjectSchema.nullable(),
  creator: creatorSchema,
  created_at: z.string(),
  updated_at: z.string(),
})
export type Note = z.infer<typeof noteSchema>

const noteFields = {
  note_title: requiredText(255),
  note_content: requiredMultilineText(10_000),
  note_type: z.enum(NOTE_TYPES),
  /** The client's or supplier's code, or its id. */
  note_for: recordRef(),
  /** The id of one of the client's projects (C type only) the note is about; null clears it. */
  project_id: idField().nullish(),
}
/** POST /notes: title and content required. */
export const noteInputSchema = z.strictObject(noteFields)
export type NoteInput = z.infer<typeof noteInputSchema>
/** PUT /notes/{id}: any subset; `note_type` and `note_for` move the note (both together). */
export const updateNoteInputSchema = z.strictObject(noteFields).partial()
export type UpdateNoteInput = z.infer<typeof updateNoteInputSchema>
export const noteWriteResponseSchema = z.object({ message: z.string(), data: noteSchema })

export const callSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  call_direction: z.enum(CALL_DIRECTIONS),
  called_at: z.string(),
  contact_id: z.number().int().nullable(),
  contact: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  call_type: z.enum(NOTE_TYPES),
  /** The client's or supplier's id. */
  call_for: z.number().int(),
  subject: companySummarySchema,
  /** The project of the client the call is about, if any. */
  project: activityProjectSchema.nullable(),
  creator: creatorSchema,
  created_at: z.string(),
  updated_at: z.string(),
})
export type Call = z.infer<typeof callSchema>

/** An ISO 8601 moment with its offset ("2026-03-02T14:30:00+03:00" or "...Z"), not in the future. */
const calledAt = () =>
  isoMoment()
    // zod runs the refinement even when the format failed: only a parsable time is compared.
    .refine((value) => !(Date.parse(value) > Date.now() + CALL_FUTURE_TOLERANCE_MS), {
      message: 'call_in_future',
    })

const callFields = {
  description: requiredMultilineText(CALL_DESCRIPTION_MAX),
  call_direction: z.enum(CALL_DIRECTIONS),
  called_at: calledAt(),
  /** One of the client's or supplier's contacts. */
  contact_id: idField().nullish(),
  call_type: z.enum(NOTE_TYPES),
  /** The client's or supplier's code, or its id. */
  call_for: recordRef(),
  /** The id of one of the client's projects (C type only) the call is about; null clears it. */
  project_id: idField().nullish(),
}
/** POST /phone-call-logs: description (at most 500), direction and a time not in the future. */
export const callInputSchema = z.strictObject(callFields)
export type CallInput = z.infer<typeof callInputSchema>
/** PUT /phone-call-logs/{id}: any subset; `call_type` and `call_for` move the call (both together). */
export const updateCallInputSchema = z.strictObject(callFields).partial()
export type UpdateCallInput = z.infer<typeof updateCallInputSchema>
export const callWriteResponseSchema = z.object({ message: z.string(), data: callSchema })

export const activityParams = z.object({ id: idParam })
