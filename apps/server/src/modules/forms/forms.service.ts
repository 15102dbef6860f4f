import type { Locale } from '@ajanda/contracts/common/locale'
import type { FormDetail, FormStatus, FormSummary } from '@ajanda/contracts/forms/form-detail'
import type { FormType } from '@ajanda/contracts/forms/form-model'
import type { formCreateInputSchema, formUpdateInputSchema } from '@ajanda/contracts/forms.contract'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { newPublicCode } from '../../platform/codes'
import type { AppContext } from '../../platform/context'
import type { Tx } from '../../platform/db'
import { NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { isUniqueViolation } from '../../platform/sql-errors'
import { foldCompanySeats } from '../attendees/seat-deltas'
import { eventCompanies } from '../event-companies/event-companies.table'
import { copyFormContent, uniqueSlug } from './form-copy'
import { createFormCore } from './form-core'
import { createFormDetailCache } from './form-detail-cache'
import { formError, formFieldError, formMessage } from './form-messages'
import { toSummary } from './form-view'
import { createFormsRepository, type FormRow } from './forms.repository'
import { formSections, forms } from './forms.table'

type CreateInput = z.output<typeof formCreateInputSchema>
type UpdateInput = z.output<typeof formUpdateInputSchema>

/** draft → published → closed, and a closed form published again. */
const TRANSITIONS: Record<FormStatus, readonly FormStatus[]> = {
  draft: ['published'],
  published: ['closed'],
  closed: ['published'],
}

/**
 * The form itself (event-side.md section 1; staff-app.md "Forms"): the list, a new form (empty or a
 * copy), its settings, deletion, a clone, and the company's brief form.
 */
export function createFormsService(ctx: AppContext) {
  const core = createFormCore(ctx)
  const details = createFormDetailCache()

  async function insertForm(
    tx: Tx,
    companyId: number,
    values: {
      project_id: number | null
      name: string
      form_type: FormType
      type: string
      languages: string[]
    },
  ): Promise<FormRow> {
    const slug = await uniqueSlug(tx, companyId, values.name)
    const [row] = await tx
      .insert(forms)
      .values({ ...values, event_company_id: companyId, code: newPublicCode(), slug, status: 'draft' })
      .returning()
    return row as FormRow
  }

  /** A new form with the content of `source` (a deep copy), in one transaction. */
  async function copyInto(
    auth: AuthState,
    source: FormRow,
    values: Parameters<typeof insertForm>[2],
  ): Promise<FormRow> {
    const rows = await createFormsRepository(ctx.db).load(source)
    return ctx.db.transaction(async (tx) => {
      const target = await insertForm(tx, auth.user.event_company_id, values)
      await copyFormContent(tx, rows, target)
      return target
    })
  }

  return {
    async list(
      auth: AuthState,
      filter: { project_id?: number; form_type?: FormType },
    ): Promise<FormSummary[]> {
      const companyId = auth.user.event_company_id
      if (filter.project_id && !(await core.projectVisible(auth, filter.project_id)))
        throw new NotFoundError()
      // The submissions' pending counter moves first: answers_count as it is (seat-deltas.ts).
      await foldCompanySeats(ctx.db, companyId)
      const rows = await core.repository.list(companyId, {
        projectId: filter.project_id,
        formType: filter.form_type,
        visible: await core.visibility(auth),
      })
      return rows.map((row) =>
        toSummary(row.form, row.project_code, {
          sections: Number(row.sections_count),
          fields: Number(row.fields_count),
        }),
      )
    },

    /** GET /form/{id}: the answer's JSON bytes (form-detail-cache.ts). */
    async get(auth: AuthState, id: number, locale: Locale): Promise<Buffer> {
      const form = await core.byId(auth, id)
      return details.read(form, locale, async () => (await core.assemble(form)).detail(locale))
    },

    async create(auth: AuthState, input: CreateInput, locale: Locale): Promise<FormDetail> {
      const projectId = input.project_id ?? null
      if (projectId !== null && !(await core.projectVisible(auth, projectId))) throw new NotFoundError()
      const values = {
        project_id: projectId,
        name: input.name,
        form_type: input.form_type,
        type: input.type,
        languages: input.languages,
      }
      const form = input.copy_from
        ? await copyInto(auth, await core.byId(auth, input.copy_from), values)
        : await ctx.db.transaction((tx) => insertForm(tx, auth.user.event_company_id, values))
      return (await core.assemble(form)).detail(locale)
    },

    async clone(auth: AuthState, id: number, locale: Locale): Promise<FormDetail> {
      const source = await core.byId(auth, id)
      const name = formMessage(locale, 'copy_suffix', { name: source.name }).slice(0, 255)
      const form = await copyInto(auth, source, {
        project_id: source.project_id,
        name,
        form_type: source.form_type as FormType,
        type: source.type,
        languages: source.languages,
      })
      return (await core.assemble(form)).detail(locale)
    },

    async update(auth: AuthState, id: number, input: UpdateInput, locale: Locale): Promise<FormDetail> {
      const form = await core.byId(auth, id)
      const companyId = auth.user.event_company_id
      if (
        input.slug &&
        input.slug !== form.slug &&
        (await core.repository.slugTaken(companyId, input.slug, id))
      )
        throw formFieldError('slug', 'slug_taken')
      const opens = input.opens_at !== undefined ? input.opens_at : form.opens_at?.toISOString()
      const closes = input.closes_at !== undefined ? input.closes_at : form.closes_at?.toISOString()
      if (opens && closes && Date.parse(closes) < Date.parse(opens))
        throw formFieldError('closes_at', 'closes_before_opens')
      const status = form.status as FormStatus
      if (input.status && input.status !== status && !TRANSITIONS[status].includes(input.status)) {
        const next = input.status
        throw formFieldError('status', 'status_transition', (lang) => ({
          status: formMessage(lang, `status_${next}`),
        }))
      }
      const moment = (value: string | null | undefined) =>
        value === undefined ? undefined : value === null ? null : new Date(value)
      try {
        const { assembly } = await core.write(
          form,
          async (tx) => {
            const changes = Object.fromEntries(
              Object.entries({
                name: input.name,
                type: input.type,
                slug: input.slug,
                languages: input.languages,
                opens_at: moment(input.opens_at),
                closes_at: moment(input.closes_at),
                capacity: input.capacity,
                edit_deadline: moment(input.edit_deadline),
                confirmation_text: input.confirmation_text,
                status: input.status,
                ...(input.status === 'published' && status !== 'published'
                  ? { published_at: new Date() }
                  : {}),
              }).filter(([, value]) => value !== undefined),
            )
            if (Object.keys(changes).length > 0) await tx.update(forms).set(changes).where(eq(forms.id, id))
          },
          'type',
        )
        return assembly.detail(locale)
      } catch (error) {
        if (isUniqueViolation(error)) throw formFieldError('slug', 'slug_taken')
        throw error
      }
    },

    async remove(auth: AuthState, id: number): Promise<void> {
      const form = await core.byId(auth, id)
      if (form.status === 'published' && form.answers_count > 0) throw formError(409, 'form_in_use')
      await ctx.db.delete(forms).where(eq(forms.id, id))
    },

    /** The company's brief form (form_type brief, no project), made on the first call. */
    async briefForm(auth: AuthState, locale: Locale): Promise<Buffer> {
      const companyId = auth.user.event_company_id
      let form = await core.repository.briefForm(companyId)
      if (!form)
        form = await ctx.db.transaction(async (tx) => {
          // Two first calls at once: the second waits here and finds the first one's form.
          await tx.execute(
            sql`select 1 from ${eventCompanies} where ${eventCompanies.id} = ${companyId} for update`,
          )
          const existing = await createFormsRepository(tx).briefForm(companyId)
          if (existing) return existing
          const created = await insertForm(tx, companyId, {
            project_id: null,
            name: formMessage('tr', 'brief_name'),
            form_type: 'brief',
            type: 'PUBLIC',
            languages: ['tr'],
          })
          await tx
            .insert(formSections)
            .values({ form_id: created.id, title: { tr: formMessage('tr', 'brief_section') }, sort_order: 0 })
          return created
        })
      const found = form
      return details.read(found, locale, async () => (await core.assemble(found)).detail(locale))
    },
  }
}
