import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { parseRuleTarget } from '@ajanda/contracts/forms/form-model'
import { sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DbOrTx, Tx } from '../../platform/db'
import { createFormsRepository, type FormRow, type FormRows } from './forms.repository'
import {
  formAttendeeListMatches,
  formFieldOptions,
  formFields,
  formFlightOptions,
  formRules,
  formSections,
} from './forms.table'

/**
 * Deep copies (POST /forms with copy_from, POST /form/{id}/clone), slugs and the renumbering of
 * sort_order that every ordered write ends with.
 */

/** A slug from the name (Turkish letters folded), made unique within the company: `kayit-formu-2`. */
export async function uniqueSlug(db: DbOrTx, companyId: number, name: string): Promise<string> {
  let base = foldTurkish(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/g, '')
  if (base.length < 3) base = base ? `form-${base}` : 'form'
  const taken = await createFormsRepository(db).slugsLike(companyId, base)
  if (!taken.has(base)) return base
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/** Sets sort_order 0..n-1 in the given order, in one statement. */
export async function renumber(
  tx: DbOrTx,
  table: PgTable & { id: PgColumn; sort_order: PgColumn },
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return
  const values = sql.join(
    ids.map((id, index) => sql`(${id}::bigint, ${index}::int)`),
    sql`, `,
  )
  await tx.execute(
    sql`update ${table} set sort_order = v.ord from (values ${values}) as v(id, ord) where ${table.id} = v.id`,
  )
}

/**
 * Copies the sections, fields, options and rules of `source` into the empty form `target`, rule
 * targets (FIELD-{id}) and option values remapped to the copies. Flight options and attendee-list
 * matches name the project's flights and lists: they are copied only within the same project.
 */
export async function copyFormContent(tx: Tx, source: FormRows, target: FormRow): Promise<void> {
  if (source.sections.length === 0) return
  const sectionIds = new Map<number, number>()
  const insertedSections = await tx
    .insert(formSections)
    .values(
      source.sections.map((section, index) => ({
        form_id: target.id,
        title: section.title,
        help_text: section.help_text,
        title_colour: section.title_colour,
        is_hidden: section.is_hidden,
        dep_scope: section.dep_scope,
        dep_action: section.dep_action,
        budget_category_id: section.budget_category_id,
        sort_order: index,
      })),
    )
    .returning({ id: formSections.id })
  source.sections.forEach((section, index) => {
    sectionIds.set(section.id, insertedSections[index]?.id as number)
  })

  const fieldIds = new Map<number, number>()
  if (source.fields.length > 0) {
    const insertedFields = await tx
      .insert(formFields)
      .values(
        source.fields.map(
          ({ id: _id, created_at: _c, updated_at: _u, form_id: _f, section_id, ...field }) => ({
            ...field,
            form_id: target.id,
            section_id: sectionIds.get(section_id) as number,
          }),
        ),
      )
      .returning({ id: formFields.id })
    source.fields.forEach((field, index) => {
      fieldIds.set(field.id, insertedFields[index]?.id as number)
    })
  }

  const optionIds = new Map<number, number>()
  const optionField = new Map(source.options.map((option) => [option.id, option.field_id]))
  if (source.options.length > 0) {
    const insertedOptions = await tx
      .insert(formFieldOptions)
      .values(
        source.options.map(({ id: _id, created_at: _c, updated_at: _u, field_id, ...option }) => ({
          ...option,
          field_id: fieldIds.get(field_id) as number,
          // A product is its project's: a copy into another project keeps the option, not the link.
          product_id:
            source.form.project_id !== null && source.form.project_id === target.project_id
              ? option.product_id
              : null,
        })),
      )
      .returning({ id: formFieldOptions.id })
    source.options.forEach((option, index) => {
      optionIds.set(option.id, insertedOptions[index]?.id as number)
    })
  }

  if (source.rules.length > 0)
    await tx.insert(formRules).values(
      source.rules.map((rule) => {
        const parsed = parseRuleTarget(rule.target)
        const targetField = parsed?.kind === 'FIELD' ? fieldIds.get(parsed.fieldId) : undefined
        // EQUAL and NOTEQUAL on an option field name one of its options by id.
        const optionValue =
          targetField !== undefined &&
          (rule.operator === 'EQUAL' || rule.operator === 'NOTEQUAL') &&
          rule.target_value !== null &&
          /^\d+$/.test(rule.target_value.trim()) &&
          optionField.get(Number(rule.target_value.trim())) ===
            (parsed?.kind === 'FIELD' ? parsed.fieldId : 0)
            ? optionIds.get(Number(rule.target_value.trim()))
            : undefined
        return {
          form_id: target.id,
          section_id: rule.section_id !== null ? (sectionIds.get(rule.section_id) ?? null) : null,
          field_id: rule.field_id !== null ? (fieldIds.get(rule.field_id) ?? null) : null,
          target: targetField !== undefined ? `FIELD-${targetField}` : rule.target,
          operator: rule.operator,
          target_value: optionValue !== undefined ? String(optionValue) : rule.target_value,
        }
      }),
    )

  if (source.form.project_id === null || source.form.project_id !== target.project_id) return
  if (source.flightOptions.length > 0)
    await tx.insert(formFlightOptions).values(
      source.flightOptions.map((option) => ({
        field_id: fieldIds.get(option.field_id) as number,
        flight_id: option.flight_id,
        quota_available: option.quota_available,
      })),
    )
  if (source.matches.length > 0)
    await tx.insert(formAttendeeListMatches).values(
      source.matches.map((match) => ({
        form_id: target.id,
        field_id: fieldIds.get(match.field_id) as number,
        attendee_list_id_one: match.attendee_list_id_one,
        attendee_list_id_two: match.attendee_list_id_two,
      })),
    )
}
