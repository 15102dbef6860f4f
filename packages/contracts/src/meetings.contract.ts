import { z } from 'zod'
import { creatorSchema } from './common/crm-fields'
import {
  flagField,
  idField,
  idParam,
  isoMoment,
  optionalMultilineText,
  optionalText,
  requiredText,
} from './common/fields'

/** staff-app.md "Meeting": 1 own office, 2 client office, 3 other, 4 online (labels live in the web). */
export const MEETING_LOCATION_CODES = [1, 2, 3, 4] as const
export type MeetingLocationCode = (typeof MEETING_LOCATION_CODES)[number]
export const MEETING_LOCATION_ONLINE = 4

/** A participant: internal user "U-{id}", client contact "C-{id}", supplier contact "S-{id}", sponsor "SP-{id}". */
export const PARTICIPANT_REF = /^(U|C|S|SP)-\d+$/
export const PARTICIPANT_KINDS = ['U', 'C', 'S', 'SP'] as const
export type ParticipantKind = (typeof PARTICIPANT_KINDS)[number]
/** A company met: a client "C-{id}" or a supplier "S-{id}". */
export const MEETING_COMPANY_REF = /^(C|S)-\d+$/

export const MEETING_PARTICIPANTS_MAX = 100
export const MEETING_COMPANIES_MAX = 20
export const MEETING_EXTERNALS_MAX = 50
export const MEETING_NOTE_MAX = 10_000

/** "U-12" → { kind: 'U', id: 12 }; anything else → null. */
export function parseParticipantRef(ref: string): { kind: ParticipantKind; id: number } | null {
  const match = PARTICIPANT_REF.exec(ref.trim())
  if (!match) return null
  const [kind, id] = ref.trim().split('-') as [ParticipantKind, string]
  const number = Number(id)
  return Number.isSafeInteger(number) && number > 0 && number <= 2_147_483_647 ? { kind, id: number } : null
}

/** The same check as the rest of the app's e-mail fields (zod's), for one address of the list. */
const singleEmail = z.email()

/**
 * The external participants as typed ("a@x.com, b@y.com"): split on commas (and semicolons, which mail
 * programs use), trimmed, empties dropped, duplicates kept once (case-insensitive). `invalid` lists the
 * entries that are not e-mail addresses, so the form and the 422 can name them.
 */
export function parseExternalParticipants(text: string | null | undefined): {
  emails: string[]
  invalid: string[]
} {
  const emails: string[] = []
  const invalid: string[] = []
  const seen = new Set<string>()
  for (const raw of (text ?? '').split(/[,;]/)) {
    const entry = raw.trim()
    if (!entry) continue
    if (!singleEmail.safeParse(entry).success) {
      invalid.push(entry)
      continue
    }
    const key = entry.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    emails.push(entry)
  }
  return { emails, invalid }
}

/**
 * The after-meeting note is written only once the meeting is over (staff-app.md 4): before `ends_at`
 * the field is disabled.
 */
export function noteAfterAllowed(endsAt: string | Date, now: Date = new Date()): boolean {
  const end = typeof endsAt === 'string' ? Date.parse(endsAt) : endsAt.getTime()
  return Number.isFinite(end) && now.getTime() > end
}

const moment = () => isoMoment()

/** A contact created with the meeting for its client (docs/decisions/0010-meetings.md). */
export const meetingNewContactSchema = z.strictObject({
  name: requiredText(150),
  email: z.string().trim().min(1).max(255).pipe(z.email()),
  position_id: idField(),
})
export type MeetingNewContact = z.infer<typeof meetingNewContactSchema>

const meetingFields = {
  subject: optionalText(255),
  meeting_type_id: idField(),
  /** ISO 8601 with offset; the end must be after the start. */
  starts_at: moment(),
  ends_at: moment(),
  location_code: z.literal(MEETING_LOCATION_CODES),
  /** The address, the room or the online link. */
  location: requiredText(500),
  companies: z
    .array(z.string().trim().regex(MEETING_COMPANY_REF, { message: 'invalid_choice' }))
    .max(MEETING_COMPANIES_MAX),
  /** Only when the meeting type can be with a client (can_be_with_client). */
  client_id: idField().nullish(),
  /** Only when the meeting type can be with a supplier (can_be_with_supplier). */
  supplier_id: idField().nullish(),
  project_id: idField().nullish(),
  participants: z
    .array(z.string().trim().regex(PARTICIPANT_REF, { message: 'invalid_choice' }))
    .max(MEETING_PARTICIPANTS_MAX),
  /** Comma-separated e-mails; each one must be valid (parseExternalParticipants). */
  external_participants: optionalMultilineText(5000),
  /** Send the invitation to the creator's linked calendar account too (profile page). */
  share: flagField(),
  note: optionalMultilineText(MEETING_NOTE_MAX),
  /** Only after the meeting's end (noteAfterAllowed). */
  note_after: optionalMultilineText(MEETING_NOTE_MAX),
  new_contact: meetingNewContactSchema.nullish(),
}

/** POST /meetings: type, dates, location code and location required. */
export const meetingInputSchema = z.strictObject({
  ...meetingFields,
  companies: meetingFields.companies.default([]),
  participants: meetingFields.participants.default([]),
  share: meetingFields.share.default(false),
})
export type MeetingInput = z.infer<typeof meetingInputSchema>

/**
 * PUT /meetings/{id}: the form sends every field (a full edit); the calendar's drag sends only
 * {starts_at, ends_at}. Fields not sent are left alone.
 */
export const updateMeetingInputSchema = z.strictObject(meetingFields).partial()
export type UpdateMeetingInput = z.infer<typeof updateMeetingInputSchema>

const recordRefSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() })

export const meetingParticipantSchema = z.object({
  ref: z.string(),
  kind: z.enum(PARTICIPANT_KINDS),
  id: z.number().int(),
  /** A sponsor has no record yet: its name is its ref. */
  name: z.string(),
  email: z.string().nullable(),
})
export type MeetingParticipant = z.infer<typeof meetingParticipantSchema>

export const meetingSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  sequence: z.number().int(),
  subject: z.string().nullable(),
  meeting_type: z.object({
    id: z.number().int(),
    name: z.string(),
    can_be_with_client: z.boolean(),
    can_be_with_supplier: z.boolean(),
    can_be_with_sponsor: z.boolean(),
  }),
  starts_at: z.string(),
  ends_at: z.string(),
  location_code: z.number().int(),
  location: z.string(),
  companies: z.array(
    z.object({ ref: z.string(), type: z.enum(['client', 'supplier']), ...recordRefSchema.shape }),
  ),
  client: recordRefSchema.nullable(),
  supplier: recordRefSchema.nullable(),
  project: recordRefSchema.nullable(),
  participants: z.array(meetingParticipantSchema),
  external_participants: z.string().nullable(),
  share: z.boolean(),
  note: z.string().nullable(),
  note_after: z.string().nullable(),
  /** True until the meeting has ended. */
  note_after_disabled: z.boolean(),
  cancelled_at: z.string().nullable(),
  creator: creatorSchema,
  created_at: z.string(),
  updated_at: z.string(),
})
export type Meeting = z.infer<typeof meetingSchema>

export const meetingWriteResponseSchema = z.object({ message: z.string(), data: meetingSchema })
export type MeetingWriteResponse = z.infer<typeof meetingWriteResponseSchema>
export const meetingParams = z.object({ id: idParam })
