import {
  type Meeting,
  type MeetingInput,
  type MeetingNewContact,
  noteAfterAllowed,
  parseExternalParticipants,
  parseParticipantRef,
  type UpdateMeetingInput,
} from '@ajanda/contracts/meetings.contract'
import { and, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { companyScope } from '../../platform/count-cache'
import type { DbOrTx } from '../../platform/db'
import { FieldErrors, HttpError, NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { datedRecordsChanged } from '../calendar/calendar-changes'
import { prepareContactValues } from '../contacts/contact-values'
import { createContactsRepository } from '../contacts/contacts.repository'
import { createDefinitionLookups } from '../definitions/definition-lookups'
import { companyTimeZone } from '../event-companies/company-time-zone'
import { type NotifyContext, notify, recordNotice } from '../notifications/notify'
import { transactionWithNotices } from '../notifications/transaction-with-notices'
import { loadViewer, visibleProjects } from '../projects/project-access'
import { projects } from '../projects/projects.table'
import { meetingTime } from './meeting-invitation'
import { createMeetingMailer } from './meeting-mailer'
import { toMeeting } from './meeting-view'
import { createMeetingsRepository, type MeetingRow, type ParticipantRow } from './meetings.repository'
import { meetings } from './meetings.table'

/** The meeting's fields once the input is merged with what is stored (PUT sends any subset). */
type Fields = Omit<MeetingInput, 'new_contact'>
type NewParticipant = Omit<ParticipantRow, 'meeting_id'>

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',')

/**
 * Meetings (issue 8): who sees and edits one follows the caller's scope (decisions.md 1: their own are
 * the ones they created or take part in); another company's meeting, or one outside the scope, is 404.
 * Every write is one transaction, and its notifications and invitation mails are queued in it (issue 18).
 */
export function createMeetingsService(ctx: AppContext) {
  const repo = createMeetingsRepository(ctx.db)
  const mailer = createMeetingMailer(ctx)

  /** The user ids whose meetings the caller sees; undefined: the whole company (AGENCY scope, admins). */
  async function people(auth: AuthState): Promise<number[] | undefined> {
    const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
    return viewer.visibility.kind === 'all'
      ? undefined
      : viewer.visibility.kind === 'people'
        ? viewer.visibility.ids
        : [auth.user.id]
  }

  async function visible(auth: AuthState, id: number): Promise<MeetingRow> {
    const row = await repo.find(auth.user.event_company_id, id, await people(auth))
    if (!row) throw new NotFoundError()
    return row
  }

  /**
   * Every business rule of a meeting's fields (the schema checked the shapes); all problems at once.
   * Gives the participant rows to store.
   */
  async function check(
    auth: AuthState,
    fields: Fields,
    input: UpdateMeetingInput,
    newContact: MeetingNewContact | null | undefined,
    existing: MeetingRow | null,
  ): Promise<NewParticipant[]> {
    const companyId = auth.user.event_company_id
    const errors = new FieldErrors()
    const starts = Date.parse(fields.starts_at)
    const ends = Date.parse(fields.ends_at)
    if (!(ends > starts)) errors.add('ends_at', { validation: 'end_before_start' })

    const type = await repo.meetingType(companyId, fields.meeting_type_id)
    if (!type) errors.add('meeting_type_id', { validation: 'invalid_choice' })
    if (fields.client_id && type && !type.can_be_with_client)
      errors.add('client_id', { validation: 'meeting_type_no_client' })
    if (fields.supplier_id && type && !type.can_be_with_supplier)
      errors.add('supplier_id', { validation: 'meeting_type_no_supplier' })

    const companyIds = { C: [] as number[], S: [] as number[] }
    for (const ref of fields.companies)
      companyIds[ref.startsWith('C-') ? 'C' : 'S'].push(Number(ref.slice(2)))
    const [clients, suppliers] = await Promise.all([
      repo.clients(companyId, [...companyIds.C, ...(fields.client_id ? [fields.client_id] : [])]),
      repo.suppliers(companyId, [...companyIds.S, ...(fields.supplier_id ? [fields.supplier_id] : [])]),
    ])
    const clientSet = new Set(clients.map((c) => c.id))
    const supplierSet = new Set(suppliers.map((s) => s.id))
    if (companyIds.C.some((id) => !clientSet.has(id)) || companyIds.S.some((id) => !supplierSet.has(id)))
      errors.add('companies', { validation: 'invalid_choice' })
    if (fields.client_id && !clientSet.has(fields.client_id))
      errors.add('client_id', { validation: 'invalid_choice' })
    if (fields.supplier_id && !supplierSet.has(fields.supplier_id))
      errors.add('supplier_id', { validation: 'invalid_choice' })

    if (fields.project_id && (existing === null || input.project_id !== undefined)) {
      // Linking a meeting to a project only reads the project: one the caller takes part in may be picked.
      const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes, { reading: true })
      const rows = await ctx.db
        .select({ id: projects.id })
        .from(projects)
        .where(
          and(
            eq(projects.event_company_id, companyId),
            eq(projects.id, fields.project_id),
            visibleProjects(viewer.visibility),
          ),
        )
        .limit(1)
      if (rows.length === 0) errors.add('project_id', { validation: 'invalid_choice' })
    }

    const stored = new Set(existing ? (await repo.participants(existing.id)).map((p) => p.ref) : [])
    const participants = await participantRows(companyId, fields.participants, errors, stored)

    const { invalid } = parseExternalParticipants(fields.external_participants)
    if (invalid.length > 0)
      errors.add('external_participants', {
        validation: 'email_in_list',
        params: { value: invalid.join(', ') },
      })

    if (input.note_after?.trim() && !noteAfterAllowed(new Date(ends)))
      errors.add('note_after', { validation: 'meeting_note_after_early' })
    // Turning sharing on needs the caller's linked account; an edit that keeps it on leaves it alone.
    if (
      input.share === true &&
      !existing?.share &&
      (await repo.calendarAccounts(companyId, auth.user.id)).length === 0
    )
      errors.add('share', { validation: 'meeting_share_needs_account' })

    // A new contact belongs to the chosen client; a client without any contact needs one (0010-meetings.md).
    const clientChanged =
      existing === null || (input.client_id !== undefined && input.client_id !== existing.client_id)
    if (newContact) {
      if (!fields.client_id) errors.add('client_id', { validation: 'required' })
      const positions = await createDefinitionLookups(ctx.db).ownIds('contact-positions', companyId, [
        newContact.position_id,
      ])
      if (!positions.has(newContact.position_id))
        errors.add('new_contact.position_id', { validation: 'invalid_choice' })
    } else if (fields.client_id && clientChanged && clientSet.has(fields.client_id)) {
      if (!(await repo.clientHasContacts(companyId, fields.client_id)))
        errors.add('new_contact', { validation: 'required' })
    }
    errors.throwIfAny()
    return participants
  }

  /**
   * Each new ref must name a record of the company: U- an active user, C-/S- an active contact of that
   * kind. Refs the meeting already had stay valid (a colleague who left does not block moving it).
   */
  async function participantRows(
    companyId: number,
    refs: readonly string[],
    errors: FieldErrors,
    stored: ReadonlySet<string>,
  ) {
    const parsed = [...new Set(refs)].map((ref) => ({ ref, parsed: parseParticipantRef(ref) }))
    const ids = (kind: string) =>
      parsed.flatMap((p) => (p.parsed?.kind === kind && !stored.has(p.ref) ? [p.parsed.id] : []))
    const [people, clientContacts, supplierContacts] = await Promise.all([
      repo.users(companyId, ids('U')),
      repo.contacts(companyId, 'C', ids('C')),
      repo.contacts(companyId, 'S', ids('S')),
    ])
    const known = {
      U: new Set(people.map((p) => p.id)),
      C: new Set(clientContacts.map((c) => c.id)),
      S: new Set(supplierContacts.map((c) => c.id)),
    }
    const rows: NewParticipant[] = []
    const unknown: string[] = []
    for (const { ref, parsed: p } of parsed) {
      if (!p) unknown.push(ref)
      else if (p.kind === 'SP')
        // Sponsors have no table yet: the format is all that can be checked.
        rows.push({ ref, user_id: null, contact_id: null, sponsor_id: p.id })
      else if (!stored.has(ref) && !known[p.kind].has(p.id)) unknown.push(ref)
      else
        rows.push({
          ref,
          user_id: p.kind === 'U' ? p.id : null,
          contact_id: p.kind === 'U' ? null : p.id,
          sponsor_id: null,
        })
    }
    if (unknown.length > 0) errors.add('participants', { validation: 'invalid_choice' })
    return rows
  }

  /** Creates the new contact for the meeting's client, inside the write's transaction. */
  async function createContact(tx: DbOrTx, auth: AuthState, clientId: number, contact: MeetingNewContact) {
    const errors = new FieldErrors()
    const values = prepareContactValues(
      { name: contact.name, email: contact.email, position_id: contact.position_id },
      errors,
    )
    errors.throwIfAny()
    const id = await createContactsRepository(tx).insert({
      ...(values as typeof values & { name: string; name_search: string }),
      contact_type: 'C',
      client_id: clientId,
      supplier_id: null,
      event_company_id: auth.user.event_company_id,
      created_by: auth.user.id,
    })
    ctx.counts.clear(companyScope('address-book', auth.user.event_company_id))
    return id
  }

  function columns(fields: Fields) {
    return {
      subject: fields.subject ?? null,
      meeting_type_id: fields.meeting_type_id,
      starts_at: new Date(fields.starts_at),
      ends_at: new Date(fields.ends_at),
      location_code: fields.location_code,
      location: fields.location,
      companies: fields.companies,
      client_id: fields.client_id ?? null,
      supplier_id: fields.supplier_id ?? null,
      project_id: fields.project_id ?? null,
      external_participants: fields.external_participants?.trim() || null,
      share: fields.share,
      note: fields.note ?? null,
      note_after: fields.note_after ?? null,
    }
  }

  /** The stored meeting as fields, to merge a PUT's subset into. */
  async function fieldsOf(row: MeetingRow): Promise<Fields> {
    const participants = await repo.participants(row.id)
    return {
      subject: row.subject,
      meeting_type_id: row.meeting_type_id,
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at.toISOString(),
      location_code: row.location_code as Fields['location_code'],
      location: row.location,
      companies: row.companies,
      client_id: row.client_id,
      supplier_id: row.supplier_id,
      project_id: row.project_id,
      participants: participants.map((p) => p.ref),
      external_participants: row.external_participants,
      share: row.share,
      note: row.note,
      note_after: row.note_after,
    }
  }

  /** In the meeting write's transaction (`notices`), so the notices and their mails commit with it. */
  async function notifyParticipants(
    notices: NotifyContext,
    auth: AuthState,
    row: MeetingRow,
    type: 'MeetingCreated' | 'MeetingCancelled',
    userIds: readonly number[],
  ) {
    const [meetingType, timeZone] = await Promise.all([
      createMeetingsRepository(notices.db).meetingType(row.event_company_id, row.meeting_type_id),
      companyTimeZone(notices.db, row.event_company_id),
    ])
    await notify(notices, {
      companyId: row.event_company_id,
      type,
      data: recordNotice(
        auth.user,
        'meeting',
        { name: row.subject || meetingType?.name || 'Toplantı', code: String(row.id) },
        { starts_at: meetingTime(row.starts_at, timeZone), location: row.location },
        {
          subject: row.subject || meetingType?.name_en || meetingType?.name || 'Meeting',
          details: { starts_at: meetingTime(row.starts_at, timeZone, 'en') },
        },
      ),
      involvedUserIds: userIds,
      actorUserId: auth.user.id,
    })
  }

  const userIdsOf = (rows: readonly NewParticipant[]) => rows.flatMap((r) => (r.user_id ? [r.user_id] : []))

  return {
    async get(auth: AuthState, id: number): Promise<Meeting> {
      return toMeeting(ctx.db, await visible(auth, id))
    },

    async create(auth: AuthState, input: MeetingInput): Promise<Meeting> {
      const { new_contact: newContact, ...fields } = input
      const participants = await check(auth, fields, input, newContact, null)
      const row = await transactionWithNotices(ctx, async (tx, notices) => {
        const rows = [...participants]
        if (newContact && fields.client_id) {
          const contactId = await createContact(tx, auth, fields.client_id, newContact)
          rows.push({ ref: `C-${contactId}`, user_id: null, contact_id: contactId, sponsor_id: null })
        }
        const txRepo = createMeetingsRepository(tx)
        const inserted = await txRepo.insert({
          ...columns(fields),
          event_company_id: auth.user.event_company_id,
          created_by: auth.user.id,
        })
        await txRepo.replaceParticipants(inserted.id, rows)
        await notifyParticipants(notices, auth, inserted, 'MeetingCreated', userIdsOf(participants))
        await mailer.send(tx, inserted, 'REQUEST', auth.user.language)
        return inserted
      })
      datedRecordsChanged(ctx, row.event_company_id, 'meeting')
      return toMeeting(ctx.db, row)
    },

    async update(auth: AuthState, id: number, input: UpdateMeetingInput): Promise<Meeting> {
      const existing = await visible(auth, id)
      if (existing.cancelled_at) throw new HttpError(409, 'meeting_already_cancelled')
      const before = await fieldsOf(existing)
      const { new_contact: newContact, ...changes } = input
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
      const fields: Fields = { ...before, ...defined }
      const participants = await check(auth, fields, input, newContact, existing)
      const externalsBefore = parseExternalParticipants(before.external_participants).emails
      const row = await transactionWithNotices(ctx, async (tx, notices) => {
        const rows = [...participants]
        if (newContact && fields.client_id) {
          const contactId = await createContact(tx, auth, fields.client_id, newContact)
          rows.push({ ref: `C-${contactId}`, user_id: null, contact_id: contactId, sponsor_id: null })
        }
        const refs = rows.map((r) => r.ref)
        // A change the invitees must learn of raises the iCalendar SEQUENCE and is mailed again.
        const resend =
          Date.parse(fields.starts_at) !== Date.parse(before.starts_at) ||
          Date.parse(fields.ends_at) !== Date.parse(before.ends_at) ||
          fields.location !== before.location ||
          fields.location_code !== before.location_code ||
          !sameList(refs, before.participants) ||
          !sameList(
            parseExternalParticipants(fields.external_participants).emails.map((e) => e.toLowerCase()),
            externalsBefore.map((e) => e.toLowerCase()),
          )
        const txRepo = createMeetingsRepository(tx)
        await txRepo.update(auth.user.event_company_id, id, {
          ...columns(fields),
          // Raised in SQL: two edits at once still give two distinct sequences.
          ...(resend ? { sequence: sql`${meetings.sequence} + 1` } : {}),
        })
        await txRepo.replaceParticipants(id, rows)
        const updated = (await txRepo.find(auth.user.event_company_id, id)) as MeetingRow
        // Colleagues added by the edit learn of the meeting as those invited at its creation did.
        const invitedBefore = new Set(before.participants)
        const added = participants.filter((p) => !invitedBefore.has(p.ref))
        if (added.length > 0)
          await notifyParticipants(notices, auth, updated, 'MeetingCreated', userIdsOf(added))
        if (resend)
          await mailer.send(tx, updated, 'REQUEST', auth.user.language, {
            participants: before.participants,
            external_participants: before.external_participants,
          })
        return updated
      })
      datedRecordsChanged(ctx, auth.user.event_company_id, 'meeting')
      return toMeeting(ctx.db, row)
    },

    /** DELETE /meetings/{id}: the meeting stays, cancelled; participants are told and their copies removed. */
    async cancel(auth: AuthState, id: number): Promise<void> {
      const existing = await visible(auth, id)
      if (existing.cancelled_at) throw new HttpError(409, 'meeting_already_cancelled')
      // The cancellation, its notices and its mails commit together (issue 18).
      await transactionWithNotices(ctx, async (tx, notices) => {
        const txRepo = createMeetingsRepository(tx)
        // Only a meeting not cancelled yet is cancelled (and mailed): two cancels at once cannot both pass.
        if (!(await txRepo.cancel(auth.user.event_company_id, id)))
          throw new HttpError(409, 'meeting_already_cancelled')
        const row = (await txRepo.find(auth.user.event_company_id, id)) as MeetingRow
        const participants = await txRepo.participants(id)
        await notifyParticipants(notices, auth, row, 'MeetingCancelled', userIdsOf(participants))
        await mailer.send(tx, row, 'CANCEL', auth.user.language)
      })
      datedRecordsChanged(ctx, auth.user.event_company_id, 'meeting')
    },
  }
}
