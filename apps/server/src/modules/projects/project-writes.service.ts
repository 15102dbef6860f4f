import type { Locale } from '@ajanda/contracts/common/locale'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import type { ValidationMessageKey } from '@ajanda/contracts/common/validation-messages'
import {
  isLeadStage,
  LAST_LEAD_STAGE,
  LEADS_CHANGED_EVENT_TYPE,
  type LeadInput,
  leadFormIssues,
  type Project,
  type ProjectRefSuggestion,
  type SimpleProjectInput,
  type UpdateLeadInput,
} from '@ajanda/contracts/projects.contract'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { newPublicCode } from '../../platform/codes'
import type { AppContext } from '../../platform/context'
import { companyScope } from '../../platform/count-cache'
import type { DbOrTx } from '../../platform/db'
import { FieldErrors, FieldValidationError, ForbiddenError, NotFoundError } from '../../platform/errors'
import { t } from '../../platform/messages'
import type { AuthState } from '../../platform/request-context'
import { isUniqueViolation } from '../../platform/sql-errors'
import { forgetDatedRecords } from '../calendar/calendar-changes'
import { prepareClientValues } from '../clients/client-values'
import { createClientsRepository } from '../clients/clients.repository'
import { createClientsService } from '../clients/clients.service'
import { clients } from '../clients/clients.table'
import { createContactsRepository } from '../contacts/contacts.repository'
import { contacts } from '../contacts/contacts.table'
import { createDefinitionLookups } from '../definitions/definition-lookups'
import { projectTypeDivisions, projectTypes } from '../definitions/definitions.table'
import { eventCompanies } from '../event-companies/event-companies.table'
import { notifyProjectWrite, projectFacts } from '../notifications/project-notices'
import { transactionWithNotices } from '../notifications/transaction-with-notices'
import { divisions, users } from '../users/users.table'
import { loadViewer, mayEdit, type Viewer } from './project-access'
import {
  changedFields,
  formatProjectRef,
  mergedRuleValues,
  prepareLeadValues,
  yearIn,
} from './project-values'
import { createProjectsRepository, type ProjectRow, type ProjectValues } from './projects.repository'
import { boardCache, boardScope, createProjectsService, projectTotalsScope } from './projects.service'
import { projectRefCounters } from './projects.table'

const invalid = { validation: 'invalid_choice' } as const

/**
 * Writing leads and projects (staff-app.md 5 "Lead", decisions.md 2): the lead form's rules on the record
 * as it will be, a new client with its contact in the same transaction, generated references, and a
 * project event for every stage move and edit. Each write publishes a realtime event after it commits.
 */
/** The pipeline's cached totals and boards of a company (and the calendar's months), after a write here or in another process. */
export function forgetPipelineCaches(ctx: AppContext, companyId: number) {
  ctx.counts.clear(projectTotalsScope(companyId))
  ctx.counts.clear(companyScope('address-book', companyId))
  boardCache(ctx).clear(boardScope(companyId))
  // The calendar shows the projects' dates.
  forgetDatedRecords(ctx, companyId)
}

export function createProjectWritesService(ctx: AppContext) {
  const reads = createProjectsService(ctx)
  const clientsService = createClientsService(ctx)

  function publish(companyId: number, project: Project, message: string) {
    ctx.realtime.publish(companyId, {
      type: LEADS_CHANGED_EVENT_TYPE,
      content: { code: project.code, stage: project.stage },
      message,
    })
  }
  const cleared = (companyId: number) => forgetPipelineCaches(ctx, companyId)

  /** The responsible's division, when it generates references (with a prefix). */
  async function generatingDivision(db: DbOrTx, companyId: number, userId: number | null) {
    if (userId === null) return null
    const rows = await db
      .select({ id: divisions.id, auto: divisions.auto_project_ref, prefix: divisions.project_ref_prefix })
      .from(users)
      .innerJoin(divisions, eq(divisions.id, users.division_id))
      .where(and(eq(users.event_company_id, companyId), eq(users.id, userId)))
      .limit(1)
    const row = rows[0]
    return row?.auto && row.prefix ? { id: row.id, prefix: row.prefix } : null
  }

  /** The next free generated reference of the division (typed references may have taken a number). */
  async function generateRef(tx: DbOrTx, companyId: number, division: { id: number; prefix: string }) {
    const repo = createProjectsRepository(tx)
    const company = await tx
      .select({ timezone: eventCompanies.timezone })
      .from(eventCompanies)
      .where(eq(eventCompanies.id, companyId))
      .limit(1)
    const year = yearIn(company[0]?.timezone ?? 'Europe/Istanbul')
    for (let attempt = 0; attempt < 1000; attempt++) {
      const ref = formatProjectRef(
        division.prefix,
        year,
        await repo.nextRefNumber(companyId, division.id, year),
      )
      if (!(await repo.refTaken(companyId, ref))) return ref
    }
    throw new Error('No free project reference')
  }

  /**
   * The reference the division's next generated one would be (its counter's next free number), read
   * without taking it: the lead form shows it, or offers it for typing where references are typed.
   */
  async function peekRef(companyId: number, division: { id: number; prefix: string }) {
    const company = await ctx.db
      .select({ timezone: eventCompanies.timezone })
      .from(eventCompanies)
      .where(eq(eventCompanies.id, companyId))
      .limit(1)
    const year = yearIn(company[0]?.timezone ?? 'Europe/Istanbul')
    const counter = await ctx.db
      .select({ last: projectRefCounters.last_value })
      .from(projectRefCounters)
      .where(and(eq(projectRefCounters.division_id, division.id), eq(projectRefCounters.year, year)))
      .limit(1)
    const repo = createProjectsRepository(ctx.db)
    let sequence = (counter[0]?.last ?? 0) + 1
    for (let attempt = 0; attempt < 1000; attempt++, sequence++) {
      const ref = formatProjectRef(division.prefix, year, sequence)
      if (!(await repo.refTaken(companyId, ref))) return ref
    }
    return null
  }

  /** Checks the ids the input names against the company's records; collects 422s in `errors`. */
  async function checkReferences(
    viewer: Viewer,
    input: UpdateLeadInput,
    clientId: number | null,
    errors: FieldErrors,
    locale: Locale,
    existing: ProjectRow | null,
  ) {
    const companyId = viewer.companyId
    const lookups = createDefinitionLookups(ctx.db)
    if (typeof input.client === 'number') {
      const rows = await createClientsRepository(ctx.db).findActiveByIds(companyId, [input.client])
      if (rows.length === 0) errors.add('client', invalid)
    }
    if (input.type) {
      const rows = await ctx.db
        .select({ id: projectTypes.id })
        .from(projectTypes)
        .where(and(eq(projectTypes.event_company_id, companyId), eq(projectTypes.id, input.type)))
      if (rows.length === 0) errors.add('type', invalid)
    }
    if (input.contact && typeof input.client !== 'string' && clientId !== null) {
      const rows = await ctx.db
        .select({ id: contacts.id })
        .from(contacts)
        .where(
          and(
            eq(contacts.event_company_id, companyId),
            eq(contacts.id, input.contact),
            eq(contacts.client_id, clientId),
            isNull(contacts.deleted_at),
          ),
        )
      if (rows.length === 0) errors.add('contact', { validation: 'contact_not_of_client' })
    }
    if (typeof input.client === 'string' && input.new_contact?.position_id) {
      const positions = await lookups.ownIds('contact-positions', companyId, [input.new_contact.position_id])
      if (!positions.has(input.new_contact.position_id)) errors.add('new_contact.position_id', invalid)
    }
    const countries = [input.country].filter((c): c is string => !!c)
    const currencies = [input.currency, input.fin_fee_currency, input.lead_currency].filter(
      (c): c is string => !!c,
    )
    const [knownCountries, knownCurrencies] = await Promise.all([
      lookups.knownCountries(countries),
      lookups.knownCurrencies(currencies),
    ])
    if (input.country && !knownCountries.has(input.country)) errors.add('country', invalid)
    for (const field of ['currency', 'fin_fee_currency', 'lead_currency'] as const) {
      const value = input[field]
      if (value && !knownCurrencies.has(value)) errors.add(field, invalid)
    }
    const responsible = input.responsible
    if (responsible && responsible !== existing?.project.responsible_id) {
      const allowed = await reads.responsibles(viewer.auth, viewer.auth.user.id, locale)
      if (!allowed.some((user) => user.id === responsible)) errors.add('responsible', invalid)
    }
  }

  /** A new client (by name) and its contact, in the transaction; gives their ids. */
  async function createClientWithContact(
    tx: DbOrTx,
    auth: AuthState,
    name: string,
    contact: NonNullable<LeadInput['new_contact']>,
  ) {
    const companyId = auth.user.event_company_id
    const { values } = prepareClientValues({ name })
    const clientId = await createClientsRepository(tx).insert({
      ...(values as typeof values & Pick<typeof clients.$inferInsert, 'name' | 'name_search'>),
      event_company_id: companyId,
      code: newPublicCode(),
      created_by: auth.user.id,
    })
    const contactId = await createContactsRepository(tx).insert({
      event_company_id: companyId,
      contact_type: 'C',
      client_id: clientId,
      name: contact.name,
      name_search: foldTurkish(contact.name),
      email: contact.email.toLowerCase(),
      position_id: contact.position_id,
      created_by: auth.user.id,
    })
    return { clientId, contactId }
  }

  /** A unique violation on the reference (a concurrent save took it) is the same 422 as the check's. */
  async function guardRef<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      if (isUniqueViolation(error))
        throw FieldValidationError.of('project_ref', { validation: 'project_ref_taken' })
      throw error
    }
  }

  async function save(
    auth: AuthState,
    input: UpdateLeadInput,
    existing: ProjectRow | null,
    locale: Locale,
  ): Promise<number> {
    const viewer = await loadViewer(ctx.db, auth)
    const companyId = viewer.companyId
    const isNew = existing === null
    const current = existing?.project ?? null
    if (existing && !mayEdit(viewer, existing.project)) throw new ForbiddenError()

    // A new lead's responsible is the caller unless the form names someone.
    const responsibleId = isNew
      ? (input.responsible ?? auth.user.id)
      : input.responsible !== undefined
        ? (input.responsible ?? null)
        : (current?.responsible_id ?? null)
    const division = await generatingDivision(ctx.db, companyId, responsibleId)
    const existingContact = current ? await createProjectsRepository(ctx.db).firstContactId(current.id) : null
    const errors = new FieldErrors()
    const rules = mergedRuleValues(current, existingContact, input)
    for (const issue of leadFormIssues(rules, { isNew, responsibleGeneratesRef: division !== null }))
      errors.add(issue.path, { validation: issue.message as ValidationMessageKey })
    const clientId =
      typeof input.client === 'number'
        ? input.client
        : input.client === undefined
          ? (current?.client_id ?? null)
          : null
    await checkReferences(
      viewer,
      { ...input, contact: rules.contact ?? undefined },
      clientId,
      errors,
      locale,
      existing,
    )

    const values = prepareLeadValues(input)
    values.responsible_id = responsibleId
    // A generated reference stays; a typed one is taken only where the responsible's division types them.
    let generate = false
    if (division) {
      delete values.project_ref
      generate = !current?.project_ref
    } else if (input.project_ref !== undefined) {
      values.project_ref = input.project_ref || null
      if (
        values.project_ref &&
        (await createProjectsRepository(ctx.db).refTaken(companyId, values.project_ref, current?.id))
      )
        errors.add('project_ref', { validation: 'project_ref_taken' })
    }
    errors.throwIfAny()

    const stage = values.stage ?? current?.stage ?? 0
    const stageMoved = isNew || (values.stage !== undefined && values.stage !== current?.stage)
    if (stageMoved) values.stage_changed_at = new Date()
    else delete values.stage

    const id = await guardRef(() =>
      transactionWithNotices(ctx, async (tx, notices) => {
        const repo = createProjectsRepository(tx)
        let finalClientId = clientId
        let contactId = typeof input.client === 'string' ? null : (rules.contact ?? null)
        if (typeof input.client === 'string' && input.new_contact) {
          const created = await createClientWithContact(tx, auth, input.client, input.new_contact)
          finalClientId = created.clientId
          contactId = created.contactId
        }
        if (input.client !== undefined) values.client_id = finalClientId
        if (division && generate) values.project_ref = await generateRef(tx, companyId, division)
        let projectId: number
        if (current) {
          projectId = current.id
          await repo.lock(projectId)
          const fields = changedFields(current, values)
          if (input.client !== undefined && finalClientId !== current.client_id) fields.push('client')
          if (contactId !== existingContact) fields.push('contact')
          await repo.update(companyId, projectId, values)
          if (fields.length > 0)
            await repo.insertEvent({
              event_company_id: companyId,
              project_id: projectId,
              kind: 'updated',
              actor_id: auth.user.id,
              data: { fields },
            })
        } else {
          projectId = await repo.insert({
            ...(values as ProjectValues & Pick<ProjectValues, 'name'>),
            name: values.name as string,
            name_search: values.name_search as string,
            starts_at: values.starts_at as string,
            ends_at: values.ends_at as string,
            stage,
            event_company_id: companyId,
            code: newPublicCode(),
            created_by: auth.user.id,
          })
        }
        if (contactId && contactId !== existingContact)
          await repo.setMainContact(companyId, projectId, contactId)
        if (stageMoved)
          await repo.insertEvent({
            event_company_id: companyId,
            project_id: projectId,
            kind: isNew ? 'created' : 'stage_changed',
            actor_id: auth.user.id,
            data: { from_stage: isNew ? null : (current?.stage ?? null), to_stage: stage },
          })
        const confirmedClient = values.client_id ?? current?.client_id ?? null
        if (stage > LAST_LEAD_STAGE && confirmedClient)
          await clientsService.markConfirmed(tx, companyId, confirmedClient)
        // The notices and their mails commit with the write (issue 18).
        const saved = await repo.findById(companyId, projectId)
        if (saved)
          await notifyProjectWrite(
            notices,
            auth,
            current && projectFacts(current),
            projectFacts(saved.project),
          )
        return projectId
      }),
    )
    cleared(companyId)
    return id
  }

  async function reload(auth: AuthState, id: number): Promise<Project> {
    const viewer = await loadViewer(ctx.db, auth)
    const row = await createProjectsRepository(ctx.db).findById(viewer.companyId, id)
    if (!row) throw new NotFoundError()
    return reads.detail(viewer, row)
  }

  async function editable(auth: AuthState, code: string) {
    const viewer = await loadViewer(ctx.db, auth)
    const row = await reads.visible(viewer, code)
    if (!mayEdit(viewer, row.project)) throw new ForbiddenError()
    return { viewer, row }
  }

  return {
    /**
     * GET /leads/project-ref?responsible=: the lead form's reference for that responsible (the caller by
     * default). A division that generates references: the one the save will make (a colleague's save
     * may take it first). A division with a prefix whose references are typed: the same pattern, to
     * accept or change. No division or no prefix: nothing to suggest. Another company's user: 404.
     */
    async projectRefSuggestion(auth: AuthState, responsibleId?: number): Promise<ProjectRefSuggestion> {
      const companyId = auth.user.event_company_id
      const rows = await ctx.db
        .select({ id: divisions.id, auto: divisions.auto_project_ref, prefix: divisions.project_ref_prefix })
        .from(users)
        .leftJoin(divisions, eq(divisions.id, users.division_id))
        .where(and(eq(users.event_company_id, companyId), eq(users.id, responsibleId ?? auth.user.id)))
        .limit(1)
      const row = rows[0]
      if (!row) throw new NotFoundError()
      const prefix = row.prefix?.trim()
      if (row.id === null || !prefix) return { project_ref: null, generated: false }
      return {
        project_ref: await peekRef(companyId, { id: row.id, prefix }),
        generated: Boolean(row.auto),
      }
    },

    async createLead(auth: AuthState, input: LeadInput, locale: Locale) {
      const id = await save(auth, input, null, locale)
      const project = await reload(auth, id)
      const message = t(locale, 'lead_created')
      publish(auth.user.event_company_id, project, message)
      return { message, code: project.code, data: project }
    },

    async updateLead(auth: AuthState, code: string, input: UpdateLeadInput, locale: Locale) {
      const viewer = await loadViewer(ctx.db, auth)
      const existing = await reads.visible(viewer, code)
      const id = await save(auth, input, existing, locale)
      const project = await reload(auth, id)
      const message = t(locale, isLeadStage(project.stage) ? 'lead_updated' : 'project_updated')
      publish(auth.user.event_company_id, project, message)
      return { message, code: project.code, data: project }
    },

    /** Only a lead is deleted; a confirmed project is archived (moved to an archive stage) instead. */
    async removeLead(auth: AuthState, code: string, locale: Locale) {
      const { viewer, row } = await editable(auth, code)
      if (!isLeadStage(row.project.stage))
        throw FieldValidationError.of('status', { key: 'project_not_deletable' })
      const keys = await transactionWithNotices(ctx, async (tx, notices) => {
        const repo = createProjectsRepository(tx)
        const fileKeys = (await repo.fileKeys(row.project.id)).map((file) => file.key)
        await repo.delete(viewer.companyId, row.project.id)
        await notifyProjectWrite(notices, auth, null, projectFacts(row.project), true)
        return fileKeys
      })
      cleared(viewer.companyId)
      for (const key of keys) await ctx.storage.remove(key).catch(() => undefined)
      const message = t(locale, 'lead_deleted')
      ctx.realtime.publish(viewer.companyId, {
        type: LEADS_CHANGED_EVENT_TYPE,
        content: { code: row.project.code, stage: row.project.stage, deleted: true },
        message,
      })
      return { message }
    },

    /**
     * POST /projects: the simple project form (CLIENT users, AGENCY users too). A new lead at stage 0
     * without a responsible; the client is the one whose active contact has the caller's e-mail.
     */
    async createSimple(auth: AuthState, input: SimpleProjectInput, locale: Locale) {
      const me = auth.user
      const companyId = me.event_company_id
      const errors = new FieldErrors()
      if (input.type) {
        const rows =
          me.division_id === null
            ? []
            : await ctx.db
                .select({ id: projectTypes.id })
                .from(projectTypes)
                .innerJoin(projectTypeDivisions, eq(projectTypeDivisions.project_type_id, projectTypes.id))
                .where(
                  and(
                    eq(projectTypes.event_company_id, companyId),
                    eq(projectTypes.id, input.type),
                    eq(projectTypeDivisions.division_id, me.division_id),
                  ),
                )
        if (rows.length === 0) errors.add('type', invalid)
      }
      const countries = await createDefinitionLookups(ctx.db).knownCountries(
        input.country ? [input.country] : [],
      )
      if (input.country && !countries.has(input.country)) errors.add('country', invalid)
      errors.throwIfAny()
      const contactRows = await ctx.db
        .select({ id: contacts.id, client_id: contacts.client_id })
        .from(contacts)
        .innerJoin(clients, eq(clients.id, contacts.client_id))
        .where(
          and(
            eq(contacts.event_company_id, companyId),
            sql`lower(${contacts.email}) = ${me.email.toLowerCase()}`,
            isNull(contacts.deleted_at),
            isNull(clients.deleted_at),
          ),
        )
        .orderBy(asc(contacts.id))
        .limit(1)
      const contact = contactRows[0]
      const values = prepareLeadValues({
        name: input.name,
        dates: input.dates,
        country: input.country,
        expected_attendee_count: input.expected_attendee_count,
        languages: input.languages,
        type: input.type ?? null,
      })
      const id = await transactionWithNotices(ctx, async (tx, notices) => {
        const repo = createProjectsRepository(tx)
        const projectId = await repo.insert({
          ...values,
          name: input.name,
          name_search: foldTurkish(input.name),
          starts_at: input.dates[0],
          ends_at: input.dates[1],
          stage: 0,
          client_id: contact?.client_id ?? null,
          responsible_id: null,
          event_company_id: companyId,
          code: newPublicCode(),
          created_by: me.id,
        })
        if (contact) await repo.setMainContact(companyId, projectId, contact.id)
        await repo.insertEvent({
          event_company_id: companyId,
          project_id: projectId,
          kind: 'created',
          actor_id: me.id,
          data: { from_stage: null, to_stage: 0 },
        })
        const saved = await repo.findById(companyId, projectId)
        if (saved) await notifyProjectWrite(notices, auth, null, projectFacts(saved.project))
        return projectId
      })
      cleared(companyId)
      const project = await reload(auth, id)
      const message = t(locale, 'project_created')
      publish(companyId, project, message)
      return { message, code: project.code, data: project }
    },
  }
}
