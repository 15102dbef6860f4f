import { and, desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { clients } from '../clients/clients.table'
import { contacts } from '../contacts/contacts.table'
import { projects } from '../projects/projects.table'
import { suppliers } from '../suppliers/suppliers.table'
import { users } from '../users/users.table'
import { notes, phoneCallLogs } from './activities.table'

const subjectColumns = {
  client: { id: clients.id, code: clients.code, name: clients.name },
  supplier: { id: suppliers.id, code: suppliers.code, name: suppliers.name },
  creator: { id: users.id, full_name: users.full_name },
  project: { id: projects.id, code: projects.code, name: projects.name },
}
type Ref = { id: number; code: string; name: string } | null
export interface SubjectColumns {
  client: Ref
  supplier: Ref
  creator: { id: number; full_name: string } | null
  project: Ref
}
export type NoteRow = SubjectColumns & { note: typeof notes.$inferSelect }
export type CallRow = SubjectColumns & {
  call: typeof phoneCallLogs.$inferSelect
  contact: { id: number; name: string } | null
}
export type NoteValues = Partial<typeof notes.$inferInsert>
export type CallValues = Partial<typeof phoneCallLogs.$inferInsert>

/** Drizzle queries only; every statement is limited to the caller's company. */
export function createActivitiesRepository(db: DbOrTx) {
  const joinedNotes = () =>
    db
      .select({ note: notes, ...subjectColumns })
      .from(notes)
      .leftJoin(clients, eq(clients.id, notes.client_id))
      .leftJoin(suppliers, eq(suppliers.id, notes.supplier_id))
      .leftJoin(users, eq(users.id, notes.created_by))
      .leftJoin(projects, eq(projects.id, notes.project_id))
  const joinedCalls = () =>
    db
      .select({ call: phoneCallLogs, contact: { id: contacts.id, name: contacts.name }, ...subjectColumns })
      .from(phoneCallLogs)
      .leftJoin(clients, eq(clients.id, phoneCallLogs.client_id))
      .leftJoin(suppliers, eq(suppliers.id, phoneCallLogs.supplier_id))
      .leftJoin(contacts, eq(contacts.id, phoneCallLogs.contact_id))
      .leftJoin(users, eq(users.id, phoneCallLogs.created_by))
      .leftJoin(projects, eq(projects.id, phoneCallLogs.project_id))

  return {
    async findNote(companyId: number, id: number): Promise<NoteRow | undefined> {
      const rows = await joinedNotes()
        .where(and(eq(notes.event_company_id, companyId), eq(notes.id, id)))
        .limit(1)
      return rows[0] as NoteRow | undefined
    },
    /** A client's (C) or supplier's (S) notes, newest first. */
    async findNotesOf(companyId: number, type: 'C' | 'S', id: number): Promise<NoteRow[]> {
      return (await joinedNotes()
        .where(
          and(
            eq(notes.event_company_id, companyId),
            type === 'C' ? eq(notes.client_id, id) : eq(notes.supplier_id, id),
          ),
        )
        .orderBy(desc(notes.created_at), desc(notes.id))) as NoteRow[]
    },
    /** The notes about a project, newest first. */
    async findNotesOfProject(companyId: number, projectId: number): Promise<NoteRow[]> {
      return (await joinedNotes()
        .where(and(eq(notes.event_company_id, companyId), eq(notes.project_id, projectId)))
        .orderBy(desc(notes.created_at), desc(notes.id))) as NoteRow[]
    },
    async insertNote(values: typeof notes.$inferInsert): Promise<number> {
      const rows = await db.insert(notes).values(values).returning({ id: notes.id })
      return rows[0]?.id as number
    },
    async updateNote(companyId: number, id: number, values: NoteValues) {
      await db
        .update(notes)
        .set({ ...values, updated_at: new Date() })
        .where(and(eq(notes.event_company_id, companyId), eq(notes.id, id)))
    },
    async deleteNote(companyId: number, id: number) {
      await db.delete(notes).where(and(eq(notes.event_company_id, companyId), eq(notes.id, id)))
    },

    async findCall(companyId: number, id: number): Promise<CallRow | undefined> {
      const rows = await joinedCalls()
        .where(and(eq(phoneCallLogs.event_company_id, companyId), eq(phoneCallLogs.id, id)))
        .limit(1)
      return rows[0] as CallRow | undefined
    },
    /** A client's (C) or supplier's (S) calls, the latest call first. */
    async findCallsOf(companyId: number, type: 'C' | 'S', id: number): Promise<CallRow[]> {
      return (await joinedCalls()
        .where(
          and(
            eq(phoneCallLogs.event_company_id, companyId),
            type === 'C' ? eq(phoneCallLogs.client_id, id) : eq(phoneCallLogs.supplier_id, id),
          ),
        )
        .orderBy(desc(phoneCallLogs.called_at), desc(phoneCallLogs.id))) as CallRow[]
    },
    /** The calls about a project, the latest call first. */
    async findCallsOfProject(companyId: number, projectId: number): Promise<CallRow[]> {
      return (await joinedCalls()
        .where(and(eq(phoneCallLogs.event_company_id, companyId), eq(phoneCallLogs.project_id, projectId)))
        .orderBy(desc(phoneCallLogs.called_at), desc(phoneCallLogs.id))) as CallRow[]
    },
    async insertCall(values: typeof phoneCallLogs.$inferInsert): Promise<number> {
      const rows = await db.insert(phoneCallLogs).values(values).returning({ id: phoneCallLogs.id })
      return rows[0]?.id as number
    },
    async updateCall(companyId: number, id: number, values: CallValues) {
      await db
        .update(phoneCallLogs)
        .set({ ...values, updated_at: new Date() })
        .where(and(eq(phoneCallLogs.event_company_id, companyId), eq(phoneCallLogs.id, id)))
    },
    async deleteCall(companyId: number, id: number) {
      await db
        .delete(phoneCallLogs)
        .where(and(eq(phoneCallLogs.event_company_id, companyId), eq(phoneCallLogs.id, id)))
    },

    /** Whether the contact is an active one of that client (C) or supplier (S). */
    async contactBelongs(companyId: number, contactId: number, type: 'C' | 'S', subjectId: number) {
      const rows = await db
        .select({ id: contacts.id, deleted_at: contacts.deleted_at })
        .from(contacts)
        .where(
          and(
            eq(contacts.event_company_id, companyId),
            eq(contacts.id, contactId),
            type === 'C' ? eq(contacts.client_id, subjectId) : eq(contacts.supplier_id, subjectId),
          ),
        )
        .limit(1)
      return rows.length > 0 && rows[0]?.deleted_at === null
    },
  }
}
