import type {
  Call,
  CallInput,
  Note,
  NoteInput,
  UpdateCallInput,
  UpdateNoteInput,
} from '@ajanda/contracts/activities.contract'
import type { CompanySummary } from '@ajanda/contracts/common/crm-fields'
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { FieldErrors, ForbiddenError, NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { createClientLookupService } from '../clients/client-lookup.service'
import { notify, recordNotice } from '../notifications/notify'
import { transactionWithNotices } from '../notifications/transaction-with-notices'
import { loadViewer, visibleProjects } from '../projects/project-access'
import { projects } from '../projects/projects.table'
import { createSupplierLookupService } from '../suppliers/supplier-lookup.service'
import { type CallValues, createActivitiesRepository, type NoteValues } from './activities.repository'
import { toCall, toNote } from './activity-view'

type SubjectType = 'C' | 'S'

/**
 * Notes and phone-call logs on clients and suppliers. Anyone of the back office adds them; the author and
 * admins change or delete them. Another company's record answers 404.
 */
export function createActivitiesService(ctx: AppContext) {
  const repo = createActivitiesRepository(ctx.db)
  const clientLookup = createClientLookupService(ctx)
  const supplierLookup = createSupplierLookupService(ctx)

  /** The active client (C) or supplier (S) a note or call is about, or a 422 on `field`. */
  async function subjectOf(auth: AuthState, type: SubjectType, ref: string, field: string) {
    const companyId = auth.user.event_company_id
    const subject: CompanySummary | undefined =
      type === 'C'
        ? await clientLookup.findSummary(companyId, ref)
        : await supplierLookup.findSummary(companyId, ref)
    if (!subject) new FieldErrors().add(field, { validation: 'invalid_choice' }).throwIfAny()
    return subject as CompanySummary
  }
  const subjectIds = (type: SubjectType, id: number) => ({
    client_id: type === 'C' ? id : null,
    supplier_id: type === 'S' ? id : null,
  })

  function mayChange(auth: AuthState, createdBy: number | null) {
    if (!auth.user.is_admin && createdBy !== auth.user.id) throw new ForbiddenError()
  }

  async function checkContact(auth: AuthState, contactId: number, type: SubjectType, subjectId: number) {
    if (!(await repo.contactBelongs(auth.user.event_company_id, contactId, type, subjectId)))
      new FieldErrors().add('contact_id', { validation: 'invalid_choice' }).throwIfAny()
  }

  /**
   * A note or call may be about a project: one the caller sees, of the client it is about (C type only);
   * otherwise a 422 on `project_id`. Gives the project's responsible (involved in what is written on it).
   */
  async function checkProject(
    auth: AuthState,
    projectId: number,
    type: SubjectType,
    subjectId: number,
  ): Promise<number | null> {
    const invalid = () => new FieldErrors().add('project_id', { validation: 'invalid_choice' }).throwIfAny()
    if (type !== 'C') {
      invalid()
      return null
    }
    const viewer = await loadViewer(ctx.db, auth)
    const rows = await ctx.db
      .select({ id: projects.id, responsible: projects.responsible_id })
      .from(projects)
      .where(
        and(
          eq(projects.event_company_id, auth.user.event_company_id),
          eq(projects.id, projectId),
          eq(projects.client_id, subjectId),
          visibleProjects(viewer.visibility),
        ),
      )
      .limit(1)
    if (rows.length === 0) invalid()
    return rows[0]?.responsible ?? null
  }

  async function note(companyId: number, id: number): Promise<Note> {
    const row = await repo.findNote(companyId, id)
    if (!row) throw new NotFoundError()
    return toNote(row)
  }
  async function call(companyId: number, id: number): Promise<Call> {
    const row = await repo.findCall(companyId, id)
    if (!row) throw new NotFoundError()
    return toCall(row)
  }

  return {
    async notesOfProject(companyId: number, projectId: number): Promise<Note[]> {
      return (await repo.findNotesOfProject(companyId, projectId)).map(toNote)
    },
    async callsOfProject(companyId: number, projectId: number): Promise<Call[]> {
      return (await repo.findCallsOfProject(companyId, projectId)).map(toCall)
    },
    async notesOf(companyId: number, type: SubjectType, id: number): Promise<Note[]> {
      return (await repo.findNotesOf(companyId, type, id)).map(toNote)
    },
    async callsOf(companyId: number, type: SubjectType, id: number): Promise<Call[]> {
      return (await repo.findCallsOf(companyId, type, id)).map(toCall)
    },

    async createNote(auth: AuthState, input: NoteInput): Promise<Note> {
      const companyId = auth.user.event_company_id
      const subject = await subjectOf(auth, input.note_type, input.note_for, 'note_for')
      const responsible = input.project_id
        ? await checkProject(auth, input.project_id, input.note_type, subject.id)
        : null
      // The note and its notices (and their mails) commit together (issue 18).
      const id = await transactionWithNotices(ctx, async (tx, notices) => {
        const noteId = await createActivitiesRepository(tx).insertNote({
          event_company_id: companyId,
          note_type: input.note_type,
          ...subjectIds(input.note_type, subject.id),
          note_title: input.note_title,
          note_content: input.note_content,
          project_id: input.project_id ?? null,
          created_by: auth.user.id,
        })
        const data = recordNotice(auth.user, subject.type, subject, { note: input.note_title })
        await notify(notices, {
          companyId,
          type: 'NoteCreated',
          data,
          involvedUserIds: [responsible],
          actorUserId: auth.user.id,
        })
        return noteId
      })
      return note(companyId, id)
    },
    async updateNote(auth: AuthState, id: number, input: UpdateNoteInput): Promise<Note> {
      const companyId = auth.user.event_company_id
      const existing = await note(companyId, id)
      mayChange(auth, existing.creator?.id ?? null)
      const values: NoteValues = {}
      if (input.note_title !== undefined) values.note_title = input.note_title
      if (input.note_content !== undefined) values.note_content = input.note_content
      let type = existing.note_type
      let subjectId = existing.note_for
      const moved = input.note_type !== undefined || input.note_for !== undefined
      if (moved) {
        type = input.note_type ?? existing.note_type
        subjectId = (await subjectOf(auth, type, input.note_for ?? String(existing.note_for), 'note_for')).id
        Object.assign(values, { note_type: type, ...subjectIds(type, subjectId) })
      }
      const projectId = input.project_id === undefined ? (existing.project?.id ?? null) : input.project_id
      if (projectId && (moved || input.project_id !== undefined))
        await checkProject(auth, projectId, type, subjectId)
      if (input.project_id !== undefined) values.project_id = input.project_id
      await repo.updateNote(companyId, id, values)
      return note(companyId, id)
    },
    async removeNote(auth: AuthState, id: number): Promise<void> {
      const existing = await note(auth.user.event_company_id, id)
      mayChange(auth, existing.creator?.id ?? null)
      await repo.deleteNote(auth.user.event_company_id, id)
    },

    async createCall(auth: AuthState, input: CallInput): Promise<Call> {
      const companyId = auth.user.event_company_id
      const subject = await subjectOf(auth, input.call_type, input.call_for, 'call_for')
      if (input.contact_id) await checkContact(auth, input.contact_id, input.call_type, subject.id)
      if (input.project_id) await checkProject(auth, input.project_id, input.call_type, subject.id)
      const id = await repo.insertCall({
        event_company_id: companyId,
        call_type: input.call_type,
        ...subjectIds(input.call_type, subject.id),
        contact_id: input.contact_id ?? null,
        call_direction: input.call_direction,
        called_at: new Date(input.called_at),
        description: input.description,
        project_id: input.project_id ?? null,
        created_by: auth.user.id,
      })
      return call(companyId, id)
    },
    async updateCall(auth: AuthState, id: number, input: UpdateCallInput): Promise<Call> {
      const companyId = auth.user.event_company_id
      const existing = await call(companyId, id)
      mayChange(auth, existing.creator?.id ?? null)
      const values: CallValues = {}
      if (input.description !== undefined) values.description = input.description
      if (input.call_direction !== undefined) values.call_direction = input.call_direction
      if (input.called_at !== undefined) values.called_at = new Date(input.called_at)
      let type = existing.call_type
      let subjectId = existing.call_for
      const moved = input.call_type !== undefined || input.call_for !== undefined
      if (moved) {
        type = input.call_type ?? existing.call_type
        subjectId = (await subjectOf(auth, type, input.call_for ?? String(existing.call_for), 'call_for')).id
        Object.assign(values, { call_type: type, ...subjectIds(type, subjectId) })
      }
      const contactId = input.contact_id === undefined ? existing.contact_id : input.contact_id
      if (contactId) await checkContact(auth, contactId, type, subjectId)
      if (input.contact_id !== undefined) values.contact_id = input.contact_id
      const projectId = input.project_id === undefined ? (existing.project?.id ?? null) : input.project_id
      if (projectId && (moved || input.project_id !== undefined))
        await checkProject(auth, projectId, type, subjectId)
      if (input.project_id !== undefined) values.project_id = input.project_id
      await repo.updateCall(companyId, id, values)
      return call(companyId, id)
    },
    async removeCall(auth: AuthState, id: number): Promise<void> {
      const existing = await call(auth.user.event_company_id, id)
      mayChange(auth, existing.creator?.id ?? null)
      await repo.deleteCall(auth.user.event_company_id, id)
    },
  }
}
