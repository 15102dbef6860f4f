import type { Locale } from '@ajanda/contracts/common/locale'
import type { RuleOperator } from '@ajanda/contracts/forms/field-types'
import type {
  AttendeeListMatch,
  FlightOptionOut,
  FormDetail,
  FormFieldOut,
  FormOptionOut,
  FormRuleOut,
  FormSectionOut,
  FormStatus,
  FormSummary,
} from '@ajanda/contracts/forms/form-detail'
import type { FormType } from '@ajanda/contracts/forms/form-model'
import { ATTENDEE_COLUMNS } from '@ajanda/contracts/forms.contract'
import type {
  FieldRow,
  FlightOptionRow,
  FormRow,
  FormRows,
  MatchRow,
  OptionRow,
  RuleRow,
  SectionRow,
} from './forms.repository'

/** Rows → the API's form (contracts forms/form-detail.ts): sections and fields in display order. */

const iso = (value: Date | null) => value?.toISOString() ?? null

export function toSummary(
  form: FormRow,
  projectCode: string | null,
  counts: { sections: number; fields: number },
): FormSummary {
  return {
    id: form.id,
    code: form.code,
    name: form.name,
    project_id: form.project_id,
    project_code: projectCode,
    form_type: form.form_type as FormType,
    type: form.type as FormSummary['type'],
    status: form.status as FormStatus,
    slug: form.slug,
    languages: form.languages,
    opens_at: iso(form.opens_at),
    closes_at: iso(form.closes_at),
    capacity: form.capacity,
    edit_deadline: iso(form.edit_deadline),
    confirmation_text: form.confirmation_text ?? null,
    sections_count: counts.sections,
    fields_count: counts.fields,
    answers_count: form.answers_count,
    updated_at: form.updated_at.toISOString(),
  }
}

export function toRule(row: RuleRow): FormRuleOut {
  return {
    id: row.id,
    type: row.section_id !== null ? 'FORMSECTION' : 'FORMFIELD',
    source: (row.section_id ?? row.field_id) as number,
    target: row.target,
    operator: row.operator as RuleOperator,
    target_value: row.target_value,
  }
}

export function toOption(row: OptionRow): FormOptionOut {
  return {
    id: row.id,
    option_text: row.option_text,
    quota_allocated: row.quota_allocated,
    quota_available: row.quota_available,
    image: row.image,
    column: row.column,
    data: row.data,
    sort_order: row.sort_order,
    product_id: row.product_id,
  }
}

/** "IST · TK1234 · 2027-03-04" (the flight code carries its airline's prefix once). */
export function flightLabel(flight: {
  departure_airport_code: string
  airline_code: string
  flight_code: string
  flight_date: string
}): string {
  const code = flight.flight_code.toUpperCase().startsWith(flight.airline_code.toUpperCase())
    ? flight.flight_code
    : `${flight.airline_code}${flight.flight_code}`
  return `${flight.departure_airport_code} · ${code} · ${flight.flight_date}`
}

export function toFlightOption(row: FlightOptionRow): FlightOptionOut {
  return {
    id: row.id,
    flight_id: row.flight_id,
    quota_available: row.quota_available,
    label: flightLabel(row),
  }
}

export function toMatch(row: MatchRow): AttendeeListMatch {
  return {
    id: row.id,
    field_id: row.field_id,
    attendee_list_id_one: row.attendee_list_id_one,
    attendee_list_id_two: row.attendee_list_id_two,
  }
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const row of rows) {
    const k = key(row)
    const list = groups.get(k)
    if (list) list.push(row)
    else groups.set(k, [row])
  }
  return groups
}

/** Rows grouped by owner once, so a form of hundreds of fields is put together in one pass. */
export class FormAssembly {
  private readonly optionsByField: Map<number, OptionRow[]>
  private readonly flightsByField: Map<number, FlightOptionRow[]>
  private readonly matchesByField: Map<number, MatchRow[]>
  private readonly rulesBySection: Map<number | null, RuleRow[]>
  private readonly rulesByField: Map<number | null, RuleRow[]>
  private readonly fieldsBySection: Map<number, FieldRow[]>

  constructor(readonly rows: FormRows) {
    this.optionsByField = groupBy(rows.options, (row) => row.field_id)
    this.flightsByField = groupBy(rows.flightOptions, (row) => row.field_id)
    this.matchesByField = groupBy(rows.matches, (row) => row.field_id)
    this.rulesBySection = groupBy(rows.rules, (row) => row.section_id)
    this.rulesByField = groupBy(rows.rules, (row) => row.field_id)
    this.fieldsBySection = groupBy(rows.fields, (row) => row.section_id)
  }

  field(row: FieldRow): FormFieldOut {
    return {
      id: row.id,
      section_id: row.section_id,
      type: row.type,
      title: row.title,
      placeholder: row.placeholder ?? null,
      helptext: row.helptext ?? null,
      title_colour: row.title_colour,
      code: row.code,
      is_required: row.is_required,
      is_hidden: row.is_hidden,
      is_readonly: row.is_readonly,
      default_value_type: row.default_value_type as FormFieldOut['default_value_type'],
      default_value: row.default_value,
      default_value_db: row.default_value_db,
      min_length: row.min_length,
      max_length: row.max_length,
      props: row.props,
      dep_scope: row.dep_scope as FormFieldOut['dep_scope'],
      dep_action: row.dep_action as FormFieldOut['dep_action'],
      direction: row.direction,
      verification_column: row.verification_column,
      selected_room_mate_visible: row.selected_room_mate_visible,
      room_mate_approve: row.room_mate_approve,
      room_mate_type: row.room_mate_type as FormFieldOut['room_mate_type'],
      file_type: row.file_type as FormFieldOut['file_type'],
      file_size: row.file_size,
      sort_order: row.sort_order,
      options: (this.optionsByField.get(row.id) ?? []).map(toOption),
      flight_options: (this.flightsByField.get(row.id) ?? []).map(toFlightOption),
      deps: (this.rulesByField.get(row.id) ?? []).map(toRule),
      attendee_list_matches: (this.matchesByField.get(row.id) ?? []).map(toMatch),
    }
  }

  section(row: SectionRow): FormSectionOut {
    return {
      id: row.id,
      title: row.title,
      title_colour: row.title_colour,
      help_text: row.help_text ?? null,
      is_hidden: row.is_hidden,
      dep_scope: row.dep_scope as FormSectionOut['dep_scope'],
      dep_action: row.dep_action as FormSectionOut['dep_action'],
      budget_category_id: row.budget_category_id,
      sort_order: row.sort_order,
      rules: (this.rulesBySection.get(row.id) ?? []).map(toRule),
      fields: (this.fieldsBySection.get(row.id) ?? []).map((field) => this.field(field)),
    }
  }

  sectionById(id: number): FormSectionOut | undefined {
    const row = this.rows.sections.find((section) => section.id === id)
    return row ? this.section(row) : undefined
  }

  fieldById(id: number): FormFieldOut | undefined {
    const row = this.rows.fields.find((field) => field.id === id)
    return row ? this.field(row) : undefined
  }

  detail(locale: Locale): FormDetail {
    const { form, projectCode, sections, fields } = this.rows
    return {
      ...toSummary(form, projectCode, { sections: sections.length, fields: fields.length }),
      sections: sections.map((section) => this.section(section)),
      db_columns: dbColumns(locale),
    }
  }
}

/** The attendee's columns a rule (DB-{key}) or a DB default reads, in the request's language. */
export function dbColumns(locale: Locale) {
  return ATTENDEE_COLUMNS.map((column) => ({
    key: column.key,
    text: locale === 'en' ? column.en : column.tr,
  }))
}
