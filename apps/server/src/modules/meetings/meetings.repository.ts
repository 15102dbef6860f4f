import { and, eq, exists, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { userCalendarAccounts } from '../calendar/calendar.table'
import { clients } from '../clients/clients.table'
import { contacts } from '../contacts/contacts.table'
import { meetingTypes } from '../definitions/definitions.table'
import { projects } from '../projects/projects.table'
import { suppliers } from '../suppliers/suppliers.table'
import { users } from '../users/users.table'
import { meetingParticipants, meetings } from './meetings.table'

export type MeetingRow = typeof meetings.$inferSelect
/** Columns to set; `sequence` may be an SQL expression (raised in the statement itself). */
export type MeetingValues = Partial<Omit<typeof meetings.$inferInsert, 'sequence'>> & {
  sequence?: number | SQL
}
export type ParticipantRow = typeof meetingParticipants.$inferSelect
type NamedRef = { id: number; code: string; name: string }
export interface CompanyRow extends NamedRef {
  type: 'client' | 'supplier'
}

/** Drizzle queries only; every statement is limited to the caller's company. */
export function createMeetingsRepository(db: DbOrTx) {
  return {
    /**
     * A meeting of the company; `people` (a scope's user ids) limits it to meetings one of them created or
     * takes part in (U- participant); undefined: every meeting of the company.
     */
    async find(companyId: number, id: number, people?: readonly number[]): Promise<MeetingRow | undefined> {
      const conditions: (SQL | undefined)[] = [eq(meetings.event_company_id, companyId), eq(meetings.id, id)]
      if (people) conditions.push(involving(db, people))
      const rows = await db
        .select()
        .from(meetings)
        .where(and(...conditions))
        .limit(1)
      return rows[0]
    },
    async insert(values: typeof meetings.$inferInsert): Promise<MeetingRow> {
      const rows = await db.insert(meetings).values(values).returning()
      return rows[0] as MeetingRow
    },
    async update(companyId: number, id: number, values: MeetingValues): Promise<void> {
      await db
        .update(meetings)
        .set({ ...values, updated_at: new Date() })
        .where(and(eq(meetings.event_company_id, companyId), eq(meetings.id, id)))
    },
    /** Marks the meeting cancelled and raises its sequence; false when it already was. */
    async cancel(companyId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(meetings)
        .set({ cancelled_at: new Date(), sequence: sql`${meetings.sequence} + 1`, updated_at: new Date() })
        .where(
          and(eq(meetings.event_company_id, companyId), eq(meetings.id, id), isNull(meetings.cancelled_at)),
        )
        .returning({ id: meetings.id })
      return rows.length > 0
    },
    async participants(meetingId: number): Promise<ParticipantRow[]> {
      return db.select().from(meetingParticipants).where(eq(meetingParticipants.meeting_id, meetingId))
    },
    async replaceParticipants(meetingId: number, rows: Omit<ParticipantRow, 'meeting_id'>[]): Promise<void> {
      await db.delete(meetingParticipants).where(eq(meetingParticipants.meeting_id, meetingId))
      if (rows.length > 0)
        await db.insert(meetingParticipants).values(rows.map((row) => ({ ...row, meeting_id: meetingId })))
    },
    async meetingType(companyId: number, id: number) {
      const rows = await db
        .select({
          id: meetingTypes.id,
          name: meetingTypes.name,
          name_en: meetingTypes.name_en,
          can_be_with_client: meetingTypes.can_be_with_client,
          can_be_with_supplier: meetingTypes.can_be_with_supplier,
          can_be_with_sponsor: meetingTypes.can_be_with_sponsor,
        })
        .from(meetingTypes)
        .where(and(eq(meetingTypes.event_company_id, companyId), eq(meetingTypes.id, id)))
        .limit(1)
      return rows[0]
    },
    /** The company's active users among `ids`, with their e-mail. */
    async users(companyId: number, ids: readonly number[]) {
      if (ids.length === 0) return []
      return db
        .select({ id: users.id, name: users.full_name, email: users.email })
        .from(users)
        .where(
          and(eq(users.event_company_id, companyId), inArray(users.id, [...ids]), isNull(users.deleted_at)),
        )
    },
    /** The company's active contacts of type C (clients') or S (suppliers') among `ids`. */
    async contacts(companyId: number, type: 'C' | 'S', ids: readonly number[]) {
      if (ids.length === 0) return []
      return db
        .select({ id: contacts.id, name: contacts.name, email: contacts.email })
        .from(contacts)
        .where(
          and(
            eq(contacts.event_company_id, companyId),
            eq(contacts.contact_type, type),
            inArray(contacts.id, [...ids]),
            isNull(contacts.deleted_at),
          ),
        )
    },
    /** Every contact named by the meeting (archived ones too: the meeting keeps naming them). */
    async anyContacts(companyId: number, ids: readonly number[]) {
      if (ids.length === 0) return []
      return db
        .select({ id: contacts.id, name: contacts.name, email: contacts.email })
        .from(contacts)
        .where(and(eq(contacts.event_company_id, companyId), inArray(contacts.id, [...ids])))
    },
    async anyUsers(companyId: number, ids: readonly number[]) {
      if (ids.length === 0) return []
      return db
        .select({ id: users.id, name: users.full_name, email: users.email })
        .from(users)
        .where(and(eq(users.event_company_id, companyId), inArray(users.id, [...ids])))
    },
    /** Whether the client has an active contact (a meeting with a client without one needs new_contact). */
    async clientHasContacts(companyId: number, clientId: number): Promise<boolean> {
      const rows = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(
          and(
            eq(contacts.event_company_id, companyId),
            eq(contacts.client_id, clientId),
            isNull(contacts.deleted_at),
          ),
        )
        .limit(1)
      return rows.length > 0
    },
    async clients(companyId: number, ids: readonly number[]): Promise<NamedRef[]> {
      if (ids.length === 0) return []
      return db
        .select({ id: clients.id, code: clients.code, name: clients.name })
        .from(clients)
        .where(and(eq(clients.event_company_id, companyId), inArray(clients.id, [...ids])))
    },
    async suppliers(companyId: number, ids: readonly number[]): Promise<NamedRef[]> {
      if (ids.length === 0) return []
      return db
        .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name })
        .from(suppliers)
        .where(and(eq(suppliers.event_company_id, companyId), inArray(suppliers.id, [...ids])))
    },
    async project(companyId: number, id: number): Promise<NamedRef | undefined> {
      const rows = await db
        .select({ id: projects.id, code: projects.code, name: projects.name })
        .from(projects)
        .where(and(eq(projects.event_company_id, companyId), eq(projects.id, id)))
        .limit(1)
      return rows[0]
    },
    async creator(companyId: number, id: number) {
      const rows = await db
        .select({ id: users.id, full_name: users.full_name, email: users.email, language: users.language })
        .from(users)
        .where(and(eq(users.event_company_id, companyId), eq(users.id, id)))
        .limit(1)
      return rows[0]
    },
    /** The type's two names, for the invitation of a meeting without a subject (in either language). */
    async meetingTypeNames(companyId: number, id: number) {
      const rows = await db
        .select({ name: meetingTypes.name, name_en: meetingTypes.name_en })
        .from(meetingTypes)
        .where(and(eq(meetingTypes.event_company_id, companyId), eq(meetingTypes.id, id)))
        .limit(1)
      return rows[0]
    },
    /**
     * The company's users (archived ones too) among these addresses, compared case-insensitively, with
     * their language: a colleague gets a meeting's mail in their own, however their address was typed.
     */
    async languagesByEmail(companyId: number, emails: readonly string[]) {
      const lowered = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))]
      if (lowered.length === 0) return []
      return db
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(and(eq(users.event_company_id, companyId), inArray(sql`lower(${users.email})`, lowered)))
    },
    /** The addresses of the user's linked calendar accounts (profile page). */
    async calendarAccounts(companyId: number, userId: number): Promise<string[]> {
      const rows = await db
        .select({ email: userCalendarAccounts.email })
        .from(userCalendarAccounts)
        .where(
          and(eq(userCalendarAccounts.event_company_id, companyId), eq(userCalendarAccounts.user_id, userId)),
        )
      return rows.map((row) => row.email)
    },
  }
}

/** Meetings one of `people` created or takes part in. */
function involving(db: DbOrTx, people: readonly number[]): SQL | undefined {
  if (people.length === 0) return eq(meetings.id, -1)
  return or(
    inArray(meetings.created_by, [...people]),
    exists(
      db
        .select({ one: meetingParticipants.meeting_id })
        .from(meetingParticipants)
        .where(
          and(
            eq(meetingParticipants.meeting_id, meetings.id),
            inArray(meetingParticipants.user_id, [...people]),
          ),
        ),
    ),
  )
}
