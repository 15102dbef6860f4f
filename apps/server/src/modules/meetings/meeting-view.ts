import {
  type Meeting,
  type MeetingParticipant,
  noteAfterAllowed,
  type ParticipantKind,
} from '@ajanda/contracts/meetings.contract'
import type { DbOrTx } from '../../platform/db'
import { NotFoundError } from '../../platform/errors'
import { createMeetingsRepository, type MeetingRow, type ParticipantRow } from './meetings.repository'

/** The participants with their names and e-mails (users and contacts read in two queries). */
export async function participantsOf(
  db: DbOrTx,
  companyId: number,
  rows: readonly ParticipantRow[],
): Promise<MeetingParticipant[]> {
  const repo = createMeetingsRepository(db)
  const userIds = rows.flatMap((row) => (row.user_id ? [row.user_id] : []))
  const contactIds = rows.flatMap((row) => (row.contact_id ? [row.contact_id] : []))
  const [people, contacts] = await Promise.all([
    repo.anyUsers(companyId, userIds),
    repo.anyContacts(companyId, contactIds),
  ])
  const userById = new Map(people.map((user) => [user.id, user]))
  const contactById = new Map(contacts.map((contact) => [contact.id, contact]))
  return rows
    .map((row): MeetingParticipant => {
      const kind = row.ref.split('-')[0] as ParticipantKind
      const id = row.user_id ?? row.contact_id ?? row.sponsor_id ?? 0
      const record = row.user_id
        ? userById.get(row.user_id)
        : row.contact_id
          ? contactById.get(row.contact_id)
          : null
      return { ref: row.ref, kind, id, name: record?.name ?? row.ref, email: record?.email ?? null }
    })
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name, 'tr'))
}

/** The meeting as the API answers it (GET /meetings/{id} and every write). */
export async function toMeeting(db: DbOrTx, row: MeetingRow): Promise<Meeting> {
  const repo = createMeetingsRepository(db)
  const companyId = row.event_company_id
  const companyRefs = row.companies.map((ref) => ({
    ref,
    type: ref.startsWith('C-') ? 'C' : 'S',
    id: Number(ref.slice(2)),
  }))
  const clientIds = [
    ...companyRefs.filter((c) => c.type === 'C').map((c) => c.id),
    ...(row.client_id ? [row.client_id] : []),
  ]
  const supplierIds = [
    ...companyRefs.filter((c) => c.type === 'S').map((c) => c.id),
    ...(row.supplier_id ? [row.supplier_id] : []),
  ]
  const [type, clients, suppliers, project, creator, participantRows] = await Promise.all([
    repo.meetingType(companyId, row.meeting_type_id),
    repo.clients(companyId, clientIds),
    repo.suppliers(companyId, supplierIds),
    row.project_id ? repo.project(companyId, row.project_id) : undefined,
    repo.creator(companyId, row.created_by),
    repo.participants(row.id),
  ])
  if (!type) throw new NotFoundError()
  const clientById = new Map(clients.map((client) => [client.id, client]))
  const supplierById = new Map(suppliers.map((supplier) => [supplier.id, supplier]))
  return {
    id: row.id,
    uid: row.uid,
    sequence: row.sequence,
    subject: row.subject,
    meeting_type: type,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    location_code: row.location_code,
    location: row.location,
    companies: companyRefs.flatMap((company) => {
      const record = company.type === 'C' ? clientById.get(company.id) : supplierById.get(company.id)
      return record
        ? [
            {
              ref: company.ref,
              type: company.type === 'C' ? ('client' as const) : ('supplier' as const),
              ...record,
            },
          ]
        : []
    }),
    client: (row.client_id && clientById.get(row.client_id)) || null,
    supplier: (row.supplier_id && supplierById.get(row.supplier_id)) || null,
    project: project ?? null,
    participants: await participantsOf(db, companyId, participantRows),
    external_participants: row.external_participants,
    share: row.share,
    note: row.note,
    note_after: row.note_after,
    note_after_disabled: !noteAfterAllowed(row.ends_at),
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    creator: creator ? { id: creator.id, full_name: creator.full_name } : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}
