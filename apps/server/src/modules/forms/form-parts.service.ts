import { describeFieldType, resolveFieldType } from '@ajanda/contracts/forms/field-types'
import type { FormFieldOut, FormSectionOut } from '@ajanda/contracts/forms/form-detail'
import { toEngineForm } from '@ajanda/contracts/forms/form-detail'
import { formShapeSchema, indexFields, ruleProblem } from '@ajanda/contracts/forms/form-model'
import type {
  optionCreateInputSchema,
  optionUpdateInputSchema,
  ruleCreateInputSchema,
} from '@ajanda/contracts/forms.contract'
import { and, asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { forgetLedger } from '../fees/ledger-cache'
import { projectProducts } from '../products/products.table'
import { sameIds } from './form-builder.service'
import { renumber } from './form-copy'
import { createFormCore } from './form-core'
import { formFieldError, ruleProblemError } from './form-messages'
import type { FieldRow, FormRow } from './forms.repository'
import { formFieldOptions, formFields, formRules } from './forms.table'

type OptionCreate = z.output<typeof optionCreateInputSchema>
type OptionUpdate = z.output<typeof optionUpdateInputSchema>
type RuleCreate = z.output<typeof ruleCreateInputSchema>

async function optionIdsOf(db: DbOrTx, fieldId: number): Promise<number[]> {
  const rows = await db
    .select({ id: formFieldOptions.id })
    .from(formFieldOptions)
    .where(eq(formFieldOptions.field_id, fieldId))
    .orderBy(asc(formFieldOptions.sort_order), asc(formFieldOptions.id))
  return rows.map((row) => row.id)
}

/** A text or nothing: an empty text clears the column. */
const textOrNull = (data: string | number | null) => {
  if (data === null) return null
  const text = String(data).trim()
  return text === '' ? null : text
}

/**
 * The parts of fields and sections (admin-area.md "Form builder"): options and show/hide rules (a
 * field's flights and list matches are in form-links.service.ts). Each answers with what it changed.
 */
export function createFormPartsService(ctx: AppContext) {
  const core = createFormCore(ctx)

  async function fieldOf(form: FormRow, fieldId: number, missing?: string): Promise<FieldRow> {
    const [row] = await ctx.db
      .select()
      .from(formFields)
      .where(and(eq(formFields.form_id, form.id), eq(formFields.id, fieldId)))
      .limit(1)
    if (!row) throw missing ? formFieldError(missing, 'field_missing') : new NotFoundError()
    return row
  }

  async function optionOf(field: FieldRow, optionId: number) {
    const [row] = await ctx.db
      .select()
      .from(formFieldOptions)
      .where(and(eq(formFieldOptions.field_id, field.id), eq(formFieldOptions.id, optionId)))
      .limit(1)
    if (!row) throw new NotFoundError()
    return row
  }

  /** The field as the builder reads it after `work` (in one checked transaction). */
  async function fieldWrite(form: FormRow, fieldId: number, work: (tx: DbOrTx) => Promise<unknown>) {
    const { assembly } = await core.write(form, work)
    const field = assembly.fieldById(fieldId)
    if (!field) throw new NotFoundError()
    return field
  }

  /** Whether the product is one of the form's project (a form without a project has none). */
  async function isProductOf(projectId: number | null, productId: number): Promise<boolean> {
    if (projectId === null) return false
    const [row] = await ctx.db
      .select({ id: projectProducts.id })
      .from(projectProducts)
      .where(and(eq(projectProducts.id, productId), eq(projectProducts.project_id, projectId)))
      .limit(1)
    return row !== undefined
  }

  async function optionField(auth: AuthState, code: string, fieldId: number) {
    const form = await core.byCode(auth, code)
    const field = await fieldOf(form, fieldId)
    const type = resolveFieldType(field.type)
    if (!type || !describeFieldType(type).hasOptions) throw formFieldError('field_type', 'no_options')
    return { form, field }
  }

  return {
    async addOption(auth: AuthState, code: string, fieldId: number, input: OptionCreate) {
      const { form, field } = await optionField(auth, code, fieldId)
      const text = typeof input.option_text === 'string' ? { tr: input.option_text } : input.option_text
      return fieldWrite(form, field.id, async (tx) => {
        const count = (await optionIdsOf(tx, field.id)).length
        await tx.insert(formFieldOptions).values({
          field_id: field.id,
          option_text: text,
          quota_available: input.quota_available ?? null,
          sort_order: count,
        })
      })
    },

    async updateOption(
      auth: AuthState,
      code: string,
      fieldId: number,
      optionId: number,
      input: OptionUpdate,
    ) {
      const { form, field } = await optionField(auth, code, fieldId)
      const option = await optionOf(field, optionId)
      const { column, data } = input
      let changes: Partial<typeof formFieldOptions.$inferInsert>
      if (column === 'option_text') {
        const text = textOrNull(data)
        if (text === null || typeof data !== 'string') throw formFieldError('data', 'option_text_required')
        changes = { option_text: { ...option.option_text, tr: text } }
      } else if (column === 'option_text_en') {
        if (typeof data === 'number') throw formFieldError('data', 'invalid_option_value')
        const { en: _en, ...others } = option.option_text
        const text = textOrNull(data)
        changes = {
          option_text: text === null ? { ...others, tr: option.option_text.tr } : { ...others, en: text },
        }
      } else if (column === 'quota_available') {
        const quota = data === null || data === '' ? null : Number(data)
        if (quota !== null && !(Number.isInteger(quota) && quota >= 0 && quota <= 1_000_000))
          throw formFieldError('data', 'invalid_option_value')
        changes = { quota_available: quota }
      } else if (column === 'product_id') {
        if (data !== null && (typeof data !== 'number' || !(await isProductOf(form.project_id, data))))
          throw formFieldError('data', 'product_unknown')
        changes = { product_id: data }
      } else {
        if (column !== 'data' && typeof data === 'number')
          throw formFieldError('data', 'invalid_option_value')
        const text = textOrNull(data)
        if (column === 'column' && text !== null && text.length > 100)
          throw formFieldError('data', 'invalid_option_value')
        changes = { [column]: text }
      }
      const saved = await fieldWrite(form, field.id, (tx) =>
        tx
          .update(formFieldOptions)
          .set({ ...changes, updated_at: new Date() })
          .where(eq(formFieldOptions.id, option.id)),
      )
      // An option standing for another product changes what its choosers owe.
      if (column === 'product_id' && form.project_id !== null) forgetLedger(ctx, form.project_id)
      return saved
    },

    async removeOption(auth: AuthState, code: string, fieldId: number, optionId: number) {
      const { form, field } = await optionField(auth, code, fieldId)
      const option = await optionOf(field, optionId)
      return fieldWrite(form, field.id, async (tx) => {
        // The rules that chose this option would test a value no answer can have.
        await tx
          .delete(formRules)
          .where(
            and(
              eq(formRules.form_id, form.id),
              eq(formRules.target, `FIELD-${field.id}`),
              eq(formRules.target_value, String(option.id)),
            ),
          )
        await tx.delete(formFieldOptions).where(eq(formFieldOptions.id, option.id))
        await renumber(tx, formFieldOptions, await optionIdsOf(tx, field.id))
      })
    },

    async sortOptions(auth: AuthState, code: string, fieldId: number, ids: number[]) {
      const { form, field } = await optionField(auth, code, fieldId)
      return fieldWrite(form, field.id, async (tx) => {
        if (!sameIds(ids, await optionIdsOf(tx, field.id))) throw formFieldError('options', 'sort_mismatch')
        await renumber(tx, formFieldOptions, ids)
      })
    },

    async addRule(
      auth: AuthState,
      code: string,
      input: RuleCreate,
    ): Promise<{ section?: FormSectionOut; field?: FormFieldOut }> {
      const form = await core.byCode(auth, code)
      const engine = formShapeSchema.parse(toEngineForm((await core.assemble(form)).detail('tr')))
      const fields = indexFields(engine.sections)
      const sectionIndex =
        input.type === 'FORMSECTION'
          ? engine.sections.findIndex((section) => section.id === input.source)
          : (fields.get(input.source)?.sectionIndex ?? -1)
      if (sectionIndex < 0) throw formFieldError('source', 'rule_source_missing')
      const value = input.value === null || input.value === undefined ? null : String(input.value).trim()
      const found = ruleProblem(
        { target: input.target, operator: input.operator, value },
        sectionIndex,
        fields,
        engine.form_type,
      )
      if (found) throw ruleProblemError(found)
      const { assembly } = await core.write(
        form,
        (tx) =>
          tx.insert(formRules).values({
            form_id: form.id,
            section_id: input.type === 'FORMSECTION' ? input.source : null,
            field_id: input.type === 'FORMFIELD' ? input.source : null,
            target: input.target,
            operator: input.operator,
            target_value: value === '' ? null : value,
          }),
        'target',
      )
      return input.type === 'FORMSECTION'
        ? { section: assembly.sectionById(input.source) }
        : { field: assembly.fieldById(input.source) }
    },

    async removeRule(auth: AuthState, code: string, ruleId: number) {
      const form = await core.byCode(auth, code)
      const [rule] = await ctx.db
        .select()
        .from(formRules)
        .where(and(eq(formRules.form_id, form.id), eq(formRules.id, ruleId)))
        .limit(1)
      if (!rule) throw new NotFoundError()
      const { assembly } = await core.write(form, (tx) =>
        tx.delete(formRules).where(eq(formRules.id, ruleId)),
      )
      return rule.section_id !== null
        ? { section: assembly.sectionById(rule.section_id) }
        : { field: assembly.fieldById(rule.field_id as number) }
    },
  }
}
