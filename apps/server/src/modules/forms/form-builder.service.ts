import type { Locale } from '@ajanda/contracts/common/locale'
import { describeFieldType, type FieldType, resolveFieldType } from '@ajanda/contracts/forms/field-types'
import type { FormDetail, FormFieldOut, FormSectionOut } from '@ajanda/contracts/forms/form-detail'
import type {
  fieldCreateInputSchema,
  fieldMoveInputSchema,
  fieldUpdateInputSchema,
  sectionUpdateInputSchema,
} from '@ajanda/contracts/forms.contract'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { RequestValidationError } from '../../platform/validation'
import { formFieldTemplates } from '../reference/reference.table'
import { DEFAULT_FIELD_TITLES } from './field-defaults'
import { renumber } from './form-copy'
import { createFormCore } from './form-core'
import { formFieldError } from './form-messages'
import type { FieldRow, FormRow } from './forms.repository'
import { formFields, formRules, formSections } from './forms.table'

type SectionUpdate = z.output<typeof sectionUpdateInputSchema>
type FieldCreate = z.output<typeof fieldCreateInputSchema>
type FieldMove = z.output<typeof fieldMoveInputSchema>
type FieldUpdate = z.output<typeof fieldUpdateInputSchema>

const definedOnly = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>

export async function sectionIdsOf(db: DbOrTx, formId: number): Promise<number[]> {
  const rows = await db
    .select({ id: formSections.id })
    .from(formSections)
    .where(eq(formSections.form_id, formId))
    .orderBy(asc(formSections.sort_order), asc(formSections.id))
  return rows.map((row) => row.id)
}

export async function fieldIdsOf(db: DbOrTx, sectionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: formFields.id })
    .from(formFields)
    .where(eq(formFields.section_id, sectionId))
    .orderBy(asc(formFields.sort_order), asc(formFields.id))
  return rows.map((row) => row.id)
}

/** The same ids, each once, in any order. */
export function sameIds(given: readonly number[], actual: readonly number[]): boolean {
  if (given.length !== actual.length || new Set(given).size !== given.length) return false
  const known = new Set(actual)
  return given.every((id) => known.has(id))
}

/** Removes the rules that test any of the fields (a deleted field's rules would test nothing). */
export async function dropRulesTargeting(db: DbOrTx, formId: number, fieldIds: readonly number[]) {
  if (fieldIds.length === 0) return
  await db.delete(formRules).where(
    and(
      eq(formRules.form_id, formId),
      inArray(
        formRules.target,
        fieldIds.map((id) => `FIELD-${id}`),
      ),
    ),
  )
}

/**
 * The builder's sections and fields (admin-area.md "Form builder"): add, edit, delete and order them.
 * Each write goes through `core.write`, so the engine checks the whole form before it commits.
 */
/** The type's default props, filled from a template's where they are valid for the type. */
function propsFrom(type: FieldType, given: Record<string, unknown> | undefined): Record<string, unknown> {
  const props = describeFieldType(type).props
  const parsed = given ? props.safeParse(given) : null
  return parsed?.success ? parsed.data : props.parse({})
}

export function createFormBuilderService(ctx: AppContext) {
  const core = createFormCore(ctx)

  async function fieldOf(form: FormRow, fieldId: number): Promise<FieldRow> {
    const [row] = await ctx.db
      .select()
      .from(formFields)
      .where(and(eq(formFields.form_id, form.id), eq(formFields.id, fieldId)))
      .limit(1)
    if (!row) throw new NotFoundError()
    return row
  }

  /** A field template of the company (GET /forms/field-templates) of the dropped type: its name and props. */
  async function templateOf(companyId: number, templateId: number, type: string) {
    const [row] = await ctx.db
      .select({
        name: formFieldTemplates.name,
        type: formFieldTemplates.type,
        props: formFieldTemplates.props,
      })
      .from(formFieldTemplates)
      .where(and(eq(formFieldTemplates.event_company_id, companyId), eq(formFieldTemplates.id, templateId)))
      .limit(1)
    if (!row || resolveFieldType(row.type) !== type) throw formFieldError('template_id', 'invalid_props')
    return { name: row.name, props: (row.props ?? {}) as Record<string, unknown> }
  }

  async function sectionOf(form: FormRow, sectionId: number, missing: 'not_found' | string = 'not_found') {
    const [row] = await ctx.db
      .select()
      .from(formSections)
      .where(and(eq(formSections.form_id, form.id), eq(formSections.id, sectionId)))
      .limit(1)
    if (!row) {
      if (missing === 'not_found') throw new NotFoundError()
      throw formFieldError(missing, 'section_missing')
    }
    return row
  }

  const sectionOut = (assembly: Awaited<ReturnType<typeof core.assemble>>, id: number): FormSectionOut => {
    const section = assembly.sectionById(id)
    if (!section) throw new NotFoundError()
    return section
  }
  const fieldOut = (assembly: Awaited<ReturnType<typeof core.assemble>>, id: number): FormFieldOut => {
    const field = assembly.fieldById(id)
    if (!field) throw new NotFoundError()
    return field
  }

  return {
    async addSection(auth: AuthState, code: string, name: string, locale: Locale): Promise<FormDetail> {
      const form = await core.byCode(auth, code)
      const { assembly } = await core.write(form, async (tx) => {
        const count = (await sectionIdsOf(tx, form.id)).length
        await tx.insert(formSections).values({ form_id: form.id, title: { tr: name }, sort_order: count })
      })
      return assembly.detail(locale)
    },

    async updateSection(auth: AuthState, code: string, id: number, input: SectionUpdate) {
      const form = await core.byCode(auth, code)
      await sectionOf(form, id)
      const changes = definedOnly(input)
      const { assembly } = await core.write(form, async (tx) => {
        if (Object.keys(changes).length > 0)
          await tx.update(formSections).set(changes).where(eq(formSections.id, id))
      })
      return sectionOut(assembly, id)
    },

    async removeSection(auth: AuthState, code: string, id: number, locale: Locale): Promise<FormDetail> {
      const form = await core.byCode(auth, code)
      await sectionOf(form, id)
      const { assembly } = await core.write(form, async (tx) => {
        await dropRulesTargeting(tx, form.id, await fieldIdsOf(tx, id))
        await tx.delete(formSections).where(eq(formSections.id, id))
        await renumber(tx, formSections, await sectionIdsOf(tx, form.id))
      })
      return assembly.detail(locale)
    },

    async sortSections(auth: AuthState, code: string, ids: number[], locale: Locale): Promise<FormDetail> {
      const form = await core.byCode(auth, code)
      const { assembly } = await core.write(
        form,
        async (tx) => {
          if (!sameIds(ids, await sectionIdsOf(tx, form.id)))
            throw formFieldError('sections', 'sort_mismatch')
          await renumber(tx, formSections, ids)
        },
        'sections',
      )
      return assembly.detail(locale)
    },

    async sortFields(auth: AuthState, code: string, sectionId: number, ids: number[]) {
      const form = await core.byCode(auth, code)
      await sectionOf(form, sectionId)
      const { assembly } = await core.write(
        form,
        async (tx) => {
          if (!sameIds(ids, await fieldIdsOf(tx, sectionId))) throw formFieldError('fields', 'sort_mismatch')
          await renumber(tx, formFields, ids)
        },
        'fields',
      )
      return sectionOut(assembly, sectionId)
    },

    async addField(auth: AuthState, code: string, input: FieldCreate, locale: Locale): Promise<FormDetail> {
      const form = await core.byCode(auth, code)
      await sectionOf(form, input.section_id, 'section_id')
      const type = resolveFieldType(input.field_type)
      if (!type) throw formFieldError('field_type', 'invalid_props')
      const template = input.template_id
        ? await templateOf(form.event_company_id, input.template_id, type)
        : null
      const { assembly } = await core.write(
        form,
        async (tx) => {
          if (type === 'attendance') {
            const existing = await tx
              .select({ id: formFields.id })
              .from(formFields)
              .where(and(eq(formFields.form_id, form.id), eq(formFields.type, 'attendance')))
              .limit(1)
            if (existing.length > 0) throw formFieldError('field_type', 'attendance_once')
          }
          const [created] = await tx
            .insert(formFields)
            .values({
              form_id: form.id,
              section_id: input.section_id,
              type,
              title: { tr: template?.name ?? DEFAULT_FIELD_TITLES[type] },
              props: propsFrom(type, template?.props),
            })
            .returning({ id: formFields.id })
          const ids = (await fieldIdsOf(tx, input.section_id)).filter((id) => id !== created?.id)
          ids.splice(Math.min(input.field_index, ids.length), 0, created?.id as number)
          await renumber(tx, formFields, ids)
        },
        'field_type',
      )
      return assembly.detail(locale)
    },

    async moveField(
      auth: AuthState,
      code: string,
      fieldId: number,
      input: FieldMove,
      locale: Locale,
    ): Promise<FormDetail> {
      const form = await core.byCode(auth, code)
      const field = await fieldOf(form, fieldId)
      await sectionOf(form, input.section_id, 'section_id')
      const { assembly } = await core.write(
        form,
        async (tx) => {
          await tx.update(formFields).set({ section_id: input.section_id }).where(eq(formFields.id, fieldId))
          if (field.section_id !== input.section_id)
            await renumber(tx, formFields, await fieldIdsOf(tx, field.section_id))
          const ids = (await fieldIdsOf(tx, input.section_id)).filter((id) => id !== fieldId)
          ids.splice(Math.min(input.field_index, ids.length), 0, fieldId)
          await renumber(tx, formFields, ids)
        },
        'section_id',
      )
      return assembly.detail(locale)
    },

    async getField(auth: AuthState, fieldId: number): Promise<FormFieldOut> {
      const form = await core.byField(auth, fieldId)
      return fieldOut(await core.assemble(form), fieldId)
    },

    async updateField(auth: AuthState, fieldId: number, input: FieldUpdate): Promise<FormFieldOut> {
      const form = await core.byField(auth, fieldId)
      const field = await fieldOf(form, fieldId)
      const type = resolveFieldType(field.type)
      const { props: givenProps, ...rest } = input
      let props: Record<string, unknown> | undefined
      if (givenProps !== undefined && type) {
        // A null prop removes the key (the builder clears a bound or a colour so), then defaults apply.
        const merged: Record<string, unknown> = { ...field.props }
        for (const [key, value] of Object.entries(givenProps)) {
          if (value === null) delete merged[key]
          else merged[key] = value
        }
        const parsed = describeFieldType(type).props.safeParse(merged)
        if (!parsed.success)
          throw new RequestValidationError(
            parsed.error.issues.map((issue) => ({ ...issue, path: ['props', ...issue.path] })),
            'body',
          )
        props = parsed.data
      }
      if (rest.default_value_type === 'DB' && (form.form_type === 'mma' || form.type === 'PUBLIC'))
        throw formFieldError('default_value_type', 'db_default_not_allowed')
      const changes = definedOnly({ ...rest, props })
      const { assembly } = await core.write(
        form,
        async (tx) => {
          if (Object.keys(changes).length > 0)
            await tx.update(formFields).set(changes).where(eq(formFields.id, fieldId))
        },
        'props',
      )
      return fieldOut(assembly, fieldId)
    },

    async removeField(auth: AuthState, fieldId: number, locale: Locale): Promise<FormDetail> {
      const form = await core.byField(auth, fieldId)
      const field = await fieldOf(form, fieldId)
      const { assembly } = await core.write(form, async (tx) => {
        await dropRulesTargeting(tx, form.id, [fieldId])
        await tx.delete(formFields).where(eq(formFields.id, fieldId))
        await renumber(tx, formFields, await fieldIdsOf(tx, field.section_id))
      })
      return assembly.detail(locale)
    },
  }
}
