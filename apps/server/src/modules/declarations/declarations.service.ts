import type { Locale } from '@ajanda/contracts/common/locale'
import type {
  Declaration,
  DeclarationSubmitResponse,
  declarationSubmitInputSchema,
} from '@ajanda/contracts/declarations.contract'
import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { validateAnswers } from '@ajanda/contracts/forms/validate-answers'
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { NotFoundError, WordedError } from '../../platform/errors'
import { companyGroup } from '../../platform/jobs'
import { attendeeAnswers, attendeeHistory, attendees } from '../attendees/attendees.table'
import { eventCompanies } from '../event-companies/event-companies.table'
import { FormAssembly } from '../forms/form-view'
import { createFormsRepository, type FormRow } from '../forms/forms.repository'
import { forms } from '../forms/forms.table'
import { projects } from '../projects/projects.table'
import { createWebformRepository } from '../webform/webform.repository'
import { storedValues } from '../webform/webform-answers'
import { createSubmitModelCache } from '../webform/webform-model-cache'
import { createWebformUploads } from '../webform/webform-upload'
import { DECLARATION_PDF_JOB } from './declaration-delivery'
import {
  alreadyDeclaredError,
  declarationMessage,
  noFormError,
  signatureRequiredError,
} from './declaration-messages'
import { attendeeDeclarations } from './declarations.table'

type SubmitInput = z.output<typeof declarationSubmitInputSchema>
export type DeclarationAttendee = typeof attendees.$inferSelect

/**
 * The attendee's declaration (issue 22 item 6; event-side.md section 3 `/declaration/{code}`): the
 * attendee's declaration code opens their project's published `declaration` form, checked by the same
 * rule engine as the web form (validateAnswers) and its file answers by the web form's upload
 * signatures (webform-upload.ts). A submission writes the answers beside the attendee's others, one
 * attendee_declarations row and a history entry in one transaction, and queues the PDF copy and its
 * mail (declaration-delivery.ts). An unknown, revoked or cancelled attendee's code answers 404.
 */
export function createDeclarationsService(ctx: AppContext) {
  const uploads = createWebformUploads(ctx)
  const models = createSubmitModelCache()

  async function attendeeOf(dcode: string): Promise<DeclarationAttendee> {
    const [row] = await ctx.db
      .select()
      .from(attendees)
      .where(and(eq(attendees.dcode, dcode), ne(attendees.status, 'CANCELLED')))
      .limit(1)
    if (!row) throw new NotFoundError()
    return row
  }

  /** The project's published declaration form (the newest when there are several); 404 with a sentence when none. */
  async function formOf(attendee: DeclarationAttendee): Promise<FormRow> {
    const [form] = await ctx.db
      .select()
      .from(forms)
      .where(
        and(
          eq(forms.event_company_id, attendee.event_company_id),
          eq(forms.project_id, attendee.project_id),
          eq(forms.form_type, 'declaration'),
          eq(forms.status, 'published'),
        ),
      )
      .orderBy(desc(forms.id))
      .limit(1)
    if (!form) throw noFormError()
    return form as FormRow
  }

  const detailOf = async (form: FormRow, locale: Locale): Promise<FormDetail> =>
    new FormAssembly(await createFormsRepository(ctx.db).load(form)).detail(locale)

  async function declaredAt(attendeeId: number, formId: number): Promise<Date | null> {
    const [row] = await ctx.db
      .select({ declared_at: attendeeDeclarations.declared_at })
      .from(attendeeDeclarations)
      .where(and(eq(attendeeDeclarations.attendee_id, attendeeId), eq(attendeeDeclarations.form_id, formId)))
      .limit(1)
    return row?.declared_at ?? null
  }

  return {
    /** The attendee and their project's declaration form, for the upload route (404s as GET). */
    async open(dcode: string) {
      const attendee = await attendeeOf(dcode)
      return { attendee, form: await formOf(attendee) }
    },

    /** GET /declaration/{dcode}. */
    async read(dcode: string, locale: Locale): Promise<Declaration> {
      const attendee = await attendeeOf(dcode)
      const form = await formOf(attendee)
      const [detail, columns, declared, context] = await Promise.all([
        detailOf(form, locale),
        createWebformRepository(ctx.db).columnsOf(attendee),
        declaredAt(attendee.id, form.id),
        ctx.db
          .select({
            name: projects.name,
            starts_at: projects.starts_at,
            ends_at: projects.ends_at,
            city: projects.city,
            company_name: eventCompanies.name,
            logo: eventCompanies.logo,
            main_color: eventCompanies.export_main_color,
            secondary_color: eventCompanies.export_secondary_color,
          })
          .from(projects)
          .innerJoin(eventCompanies, eq(eventCompanies.id, projects.event_company_id))
          .where(eq(projects.id, attendee.project_id))
          .limit(1),
      ])
      const [project] = context
      if (!project) throw new NotFoundError()
      return {
        form: detail,
        slug: form.slug,
        project: {
          name: project.name,
          starts_at: project.starts_at,
          ends_at: project.ends_at,
          city: project.city,
        },
        branding: {
          company_name: project.company_name,
          logo: project.logo ? ctx.storage.url(project.logo) : null,
          main_color: project.main_color,
          secondary_color: project.secondary_color,
        },
        attendee: { first_name: attendee.first_name, last_name: attendee.last_name, columns },
        declared_at: declared ? declared.toISOString() : null,
      }
    },

    uploads,

    /** POST /declaration/{dcode}: checked by the engine, then written in one transaction. */
    async submit(dcode: string, input: SubmitInput): Promise<DeclarationSubmitResponse> {
      const locale = input.locale
      const attendee = await attendeeOf(dcode)
      const form = await formOf(attendee)
      if (await declaredAt(attendee.id, form.id)) throw alreadyDeclaredError(locale)
      const { detail, engine } = await models.read(form, locale, () => detailOf(form, locale))
      const columns = await createWebformRepository(ctx.db).columnsOf(attendee)
      const check = validateAnswers(engine, input.answers, columns, locale)
      if (!check.ok) throw new WordedError(422, () => check.message, { errors: check.errors })
      // A shown signature field must be signed even when the builder left it optional.
      const unsigned = detail.sections
        .flatMap((section) => section.fields)
        .filter(
          (field) =>
            field.type === 'signature' &&
            check.visibility.fields.has(field.id) &&
            (check.values[String(field.id)] === undefined || check.values[String(field.id)] === null),
        )
        .map((field) => field.id)
      if (unsigned.length > 0) throw signatureRequiredError(locale, unsigned)
      await uploads.checkAnswers(form, detail, check.values)
      const stored = await storedValues(detail, check.values)
      const name = `${attendee.first_name} ${attendee.last_name}`.trim().slice(0, 150) || null
      const declared = await ctx.db.transaction(async (tx) => {
        // The attendee locked: two taps of the button make one declaration.
        await tx
          .select({ id: attendees.id })
          .from(attendees)
          .where(eq(attendees.id, attendee.id))
          .for('update')
        const [row] = await tx
          .insert(attendeeDeclarations)
          .values({
            event_company_id: attendee.event_company_id,
            project_id: attendee.project_id,
            attendee_id: attendee.id,
            form_id: form.id,
          })
          .onConflictDoNothing()
          .returning({ id: attendeeDeclarations.id, declared_at: attendeeDeclarations.declared_at })
        if (!row) throw alreadyDeclaredError(locale)
        await tx
          .insert(attendeeAnswers)
          .values({ attendee_id: attendee.id, form_id: form.id, answers: stored })
          .onConflictDoUpdate({
            target: [attendeeAnswers.attendee_id, attendeeAnswers.form_id],
            set: { answers: stored, submitted_at: sql`now()`, updated_at: sql`now()` },
          })
        await tx.insert(attendeeHistory).values({
          attendee_id: attendee.id,
          actor_type: 'ATTENDEE',
          actor_name: name,
          action: 'declared',
          changes: { form_id: form.id, declaration_id: row.id },
        })
        // The PDF copy and its mail after the commit (declaration-delivery.ts); the job commits with the row.
        await ctx.jobs.enqueue(
          DECLARATION_PDF_JOB,
          { declarationId: row.id, locale },
          { tx, group: companyGroup(attendee.event_company_id) },
        )
        return row
      })
      return {
        message: declarationMessage(locale, 'declared'),
        declared_at: declared.declared_at.toISOString(),
      }
    },
  }
}
export type DeclarationsService = ReturnType<typeof createDeclarationsService>
