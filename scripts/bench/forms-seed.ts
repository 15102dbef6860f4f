import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { buildLargeForm } from '@ajanda/contracts/forms/form-fixtures'
import type { FormRule } from '@ajanda/contracts/forms/form-model'
import { sql } from 'drizzle-orm'
import {
  formFieldOptions,
  formFields,
  formRules,
  formSections,
  forms,
} from '../../apps/server/src/modules/forms/forms.table'
import { projects } from '../../apps/server/src/modules/projects/projects.table'
import { newPublicCode } from '../../apps/server/src/platform/codes'
import { loadConfig } from '../../apps/server/src/platform/config'
import { openDatabase } from '../../apps/server/src/platform/db'
import { hashPassword } from '../../apps/server/src/platform/passwords'
import { seedIfEmpty } from '../../apps/server/src/seed/seed-if-empty'
import { insertBenchCompany } from './bench-company'
import { insertBenchOrg } from './bench-org'
import {
  FORMS_AGENCY,
  FORMS_BENCH_CODE,
  FORMS_BENCH_FIELDS,
  FORMS_BENCH_SECTIONS,
  FORMS_PASSWORD,
  FORMS_TEAM_LEAD,
} from './forms-seed-accounts'

/**
 * The forms benchmark's data set: one company, a project led by the team lead, and its published
 * registration form of 40 sections and 300 fields, the shape of buildLargeForm(40, 300) (the engine's
 * fixture: ten answerable types in turn, dropdowns and checkboxes with options, a section rule on every
 * fourth section and a field rule on every seventh field), written as the builder stores it.
 */
const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
await database.migrate()
await seedIfEmpty(database.db)
const db = database.db
const started = Date.now()

const company = await insertBenchCompany(db, 'Ölçek Form Ajansı')
const people = await insertBenchOrg(db, {
  companyId: company.id,
  people: 20,
  teams: 2,
  head: { email: FORMS_AGENCY, position: 'Genel Müdür' },
  leadEmail: FORMS_TEAM_LEAD,
  domain: 'forms.scale.ajanda.test',
  passwordHash: await hashPassword(FORMS_PASSWORD),
})
const lead = people[1]?.id as number
const [project] = await db
  .insert(projects)
  .values({
    event_company_id: company.id,
    code: newPublicCode(),
    name: 'Büyük Kongre 2027',
    name_search: foldTurkish('Büyük Kongre 2027'),
    stage: 8,
    starts_at: '2027-05-10',
    ends_at: '2027-05-14',
    responsible_id: lead,
    created_by: lead,
  })
  .returning({ id: projects.id })

const { form: shape } = buildLargeForm(FORMS_BENCH_SECTIONS, FORMS_BENCH_FIELDS)
await db.transaction(async (tx) => {
  const [form] = await tx
    .insert(forms)
    .values({
      event_company_id: company.id,
      code: FORMS_BENCH_CODE,
      project_id: project?.id as number,
      name: 'Büyük Kongre Kayıt Formu',
      slug: 'buyuk-kongre-kayit',
      type: 'PERSONAL',
      form_type: 'registration',
      status: 'published',
      languages: ['tr', 'en'],
      published_at: new Date(),
    })
    .returning({ id: forms.id })
  const formId = form?.id as number
  // One multi-row insert per table; the ids come back in the order of the rows.
  const sectionRows = await tx
    .insert(formSections)
    .values(
      shape.sections.map((section, index) => ({
        form_id: formId,
        title: section.title,
        dep_scope: section.dep_scope,
        dep_action: section.dep_action,
        sort_order: index,
      })),
    )
    .returning({ id: formSections.id })
  const sectionId = new Map(shape.sections.map((section, index) => [section.id, sectionRows[index]?.id]))
  const fields = shape.sections.flatMap((section) =>
    section.fields.map((field, index) => ({ field, section: section.id, index })),
  )
  const fieldRows = await tx
    .insert(formFields)
    .values(
      fields.map(({ field, section, index }) => ({
        form_id: formId,
        section_id: sectionId.get(section) as number,
        type: field.type,
        title: field.title,
        is_required: field.is_required,
        max_length: field.max_length ?? null,
        props: field.props,
        sort_order: index,
      })),
    )
    .returning({ id: formFields.id })
  const fieldId = new Map(fields.map(({ field }, index) => [field.id, fieldRows[index]?.id as number]))
  const options = fields.flatMap(({ field }) =>
    field.options.map((option, index) => ({ option, field: field.id, index })),
  )
  const optionRows = await tx
    .insert(formFieldOptions)
    .values(
      options.map(({ option, field, index }) => ({
        field_id: fieldId.get(field) as number,
        option_text: option.option_text,
        quota_available: option.quota_available ?? null,
        sort_order: index,
      })),
    )
    .returning({ id: formFieldOptions.id })
  const optionId = new Map(options.map(({ option }, index) => [option.id, optionRows[index]?.id as number]))
  // A rule names the fixture's field and option ids: the stored rule names the rows'.
  const stored = (rule: FormRule) => {
    const field = /^FIELD-(\d+)$/.exec(rule.target)
    return {
      form_id: formId,
      target: field ? `FIELD-${fieldId.get(Number(field[1]))}` : rule.target,
      operator: rule.operator,
      target_value:
        field && rule.value !== null ? String(optionId.get(Number(rule.value)) ?? rule.value) : rule.value,
    }
  }
  const rules = [
    ...shape.sections.flatMap((section) =>
      section.rules.map((rule) => ({ ...stored(rule), section_id: sectionId.get(section.id) as number })),
    ),
    ...fields.flatMap(({ field }) =>
      field.rules.map((rule) => ({ ...stored(rule), field_id: fieldId.get(field.id) as number })),
    ),
  ]
  if (rules.length > 0) await tx.insert(formRules).values(rules)
  console.log(
    `seeded form ${formId}: ${sectionRows.length} sections, ${fieldRows.length} fields, ${optionRows.length} options, ${rules.length} rules`,
  )
})
await db.execute(sql`vacuum analyze`)
console.log(`seeded the forms benchmark in ${((Date.now() - started) / 1000).toFixed(1)} s`)
await database.close()
