import type { Meeting, MeetingInput } from '@ajanda/contracts/meetings.contract'
import dayjs, { type Dayjs } from 'dayjs'
import { PICKER_FIRST_HOUR, PICKER_LAST_HOUR } from '../../shared/forms/date-time-pair'
import { isoMoment } from '../requests/request-dates'
import type { MeetingModalOptions } from './meeting-modal-store'

/** What the form edits: the API's input with the lists always present. */
export type MeetingFormValues = MeetingInput

/** The next full hour inside the working grid (tomorrow 10:00 when today's grid is over). */
export function defaultStart(now: Dayjs = dayjs()): Dayjs {
  const next = now.add(1, 'hour').startOf('hour')
  if (next.hour() < PICKER_FIRST_HOUR) return next.hour(10)
  if (next.hour() > PICKER_LAST_HOUR - 1 || !next.isSame(now, 'day'))
    return now.add(1, 'day').startOf('day').hour(10)
  return next
}

export function initialValues(meeting: Meeting | null, options: MeetingModalOptions): MeetingFormValues {
  if (meeting)
    return {
      subject: meeting.subject,
      meeting_type_id: meeting.meeting_type.id,
      starts_at: isoMoment(dayjs(meeting.starts_at)),
      ends_at: isoMoment(dayjs(meeting.ends_at)),
      location_code: meeting.location_code as MeetingFormValues['location_code'],
      location: meeting.location,
      companies: meeting.companies.map((company) => company.ref),
      client_id: meeting.client?.id ?? null,
      supplier_id: meeting.supplier?.id ?? null,
      project_id: meeting.project?.id ?? null,
      participants: meeting.participants.map((participant) => participant.ref),
      external_participants: meeting.external_participants ?? '',
      share: meeting.share,
      note: meeting.note ?? '',
      note_after: meeting.note_after ?? '',
      new_contact: null,
    }
  const start = options.defaults?.starts_at ? dayjs(options.defaults.starts_at) : defaultStart()
  const end = options.defaults?.ends_at ? dayjs(options.defaults.ends_at) : start.add(1, 'hour')
  return {
    subject: '',
    meeting_type_id: undefined as unknown as number,
    starts_at: isoMoment(start),
    ends_at: isoMoment(end),
    location_code: 1,
    location: '',
    companies: [
      ...(options.clientId ? [`C-${options.clientId}`] : []),
      ...(options.supplierId ? [`S-${options.supplierId}`] : []),
    ],
    client_id: options.clientId ?? null,
    supplier_id: options.supplierId ?? null,
    project_id: options.projectId ?? null,
    participants: [],
    external_participants: '',
    share: false,
    note: '',
    note_after: '',
    new_contact: null,
  }
}

/**
 * What is sent: empty texts as null; the client or supplier only when the type allows it; the
 * after-meeting note only once it may be written; the new contact only when it is asked for.
 */
export function toInput(
  values: MeetingFormValues,
  flags: { client: boolean; supplier: boolean; noteAfter: boolean; newContact: boolean },
): MeetingInput {
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null)
  return {
    ...values,
    subject: text(values.subject),
    client_id: flags.client ? (values.client_id ?? null) : null,
    supplier_id: flags.supplier ? (values.supplier_id ?? null) : null,
    external_participants: text(values.external_participants),
    note: text(values.note),
    note_after: flags.noteAfter ? text(values.note_after) : undefined,
    new_contact: flags.newContact ? values.new_contact : null,
  }
}
