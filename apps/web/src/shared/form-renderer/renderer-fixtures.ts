import { FIELD_TYPES, type FieldType } from '@ajanda/contracts/forms/field-types'
import type {
  FormDetail,
  FormFieldOut,
  FormOptionOut,
  FormRuleOut,
  FormSectionOut,
} from '@ajanda/contracts/forms/form-detail'
import type { Form } from '@ajanda/contracts/forms/form-model'

/** Builders of FormDetail objects for the renderer's tests (shared/ may not import the forms module's). */

export function detailOption(id: number, tr: string, extra: Partial<FormOptionOut> = {}): FormOptionOut {
  return {
    id,
    option_text: { tr, en: tr },
    quota_allocated: null,
    quota_available: null,
    product_id: null,
    image: null,
    column: null,
    data: null,
    sort_order: id,
    ...extra,
  }
}

export function detailField(
  id: number,
  type: string,
  extra: Partial<FormFieldOut> = {},
  sectionId = 1,
): FormFieldOut {
  return {
    id,
    section_id: sectionId,
    type,
    title: { tr: `${type} ${id}`, en: `${type} ${id} (en)` },
    placeholder: null,
    helptext: null,
    title_colour: null,
    code: null,
    is_required: false,
    is_hidden: false,
    is_readonly: false,
    default_value_type: 'NONE',
    default_value: null,
    default_value_db: null,
    min_length: null,
    max_length: null,
    props: {},
    dep_scope: 'ALL',
    dep_action: 'SHOW',
    direction: null,
    verification_column: null,
    selected_room_mate_visible: false,
    room_mate_approve: false,
    room_mate_type: null,
    file_type: null,
    file_size: null,
    sort_order: 0,
    options: [],
    flight_options: [],
    deps: [],
    attendee_list_matches: [],
    ...extra,
  }
}

export function detailSection(
  id: number,
  fields: FormFieldOut[],
  extra: Partial<FormSectionOut> = {},
): FormSectionOut {
  return {
    id,
    title: { tr: `Bölüm ${id}`, en: `Section ${id}` },
    title_colour: null,
    help_text: null,
    is_hidden: false,
    dep_scope: 'ALL',
    dep_action: 'SHOW',
    budget_category_id: null,
    sort_order: id,
    rules: [],
    fields: fields.map((field, index) => ({ ...field, section_id: id, sort_order: index + 1 })),
    ...extra,
  }
}

export function detailForm(sections: FormSectionOut[], extra: Partial<FormDetail> = {}): FormDetail {
  return {
    id: 1,
    code: 'frmtest',
    name: 'Test formu',
    project_id: 1,
    project_code: 'TEST',
    form_type: 'registration',
    type: 'PERSONAL',
    status: 'draft',
    slug: 'test',
    languages: ['tr', 'en'],
    opens_at: null,
    closes_at: null,
    capacity: null,
    edit_deadline: null,
    confirmation_text: null,
    sections_count: sections.length,
    fields_count: sections.reduce((sum, section) => sum + section.fields.length, 0),
    answers_count: 0,
    updated_at: '2026-11-27T00:00:00.000Z',
    sections,
    db_columns: [],
    ...extra,
  }
}

export const sectionRule = (
  id: number,
  source: number,
  target: string,
  value: string | null,
): FormRuleOut => ({
  id,
  type: 'FORMSECTION',
  source,
  target,
  operator: 'EQUAL',
  target_value: value,
})

/** What each type needs to show something: options, matrix rows, flights, a text or an address. */
const TYPE_EXTRAS: Partial<Record<FieldType, (id: number) => Partial<FormFieldOut>>> = {
  heading: () => ({ props: { content: { tr: 'Başlık metni' } } }),
  paragraph: () => ({ props: { content: { tr: 'Paragraf metni' } } }),
  banner: () => ({ props: { url: 'https://example.com/banner.png', content: { tr: 'Afiş' } } }),
  image: () => ({ props: { url: 'https://example.com/a.png' } }),
  video: () => ({ props: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } }),
  pdf_viewer: () => ({ props: { source: 'url', url: 'https://example.com/a.pdf' } }),
  html: () => ({
    props: {
      content: { tr: '<p>Kalın <b>metin</b><script>alert(1)</script> <a href="javascript:x">x</a></p>' },
    },
  }),
  choice_matrix: () => ({ props: { rows: ['Yemek', 'Ulaşım'], columns: ['İyi', 'Kötü'] } }),
  contract: () => ({ props: { contract_type: 'text', text: { tr: 'Sözleşme metni' } } }),
  flight: () => ({
    flight_options: [{ id: 1, flight_id: 71, quota_available: 5, label: 'IST · TK 1234 · 2027-03-04' }],
  }),
  opinion_scale: () => ({ props: { min: 1, max: 5, left_label: 'Kötü', right_label: 'İyi' } }),
  name: () => ({ props: { show_initials: true } }),
  room_mates: () => ({ room_mate_type: 'CHOOSE_ANYONE' }),
}
const OPTION_TYPES: readonly FieldType[] = [
  'dropdown',
  'radio',
  'multiple_choice',
  'picture_choice',
  'multiselect',
  'checkbox',
  'checkboxes',
  'ranking',
]

/** One field of every type, ids 1.. in FIELD_TYPES order, titles "Alan {type}". */
export function everyTypeForm(): FormDetail {
  const fields = FIELD_TYPES.map((type, index) => {
    const id = index + 1
    const options = OPTION_TYPES.includes(type)
      ? [detailOption(id * 100 + 1, `${type} A`), detailOption(id * 100 + 2, `${type} B`)]
      : []
    return detailField(id, type, {
      title: { tr: `Alan ${type}`, en: `Field ${type}` },
      options,
      ...(TYPE_EXTRAS[type]?.(id) ?? {}),
    })
  })
  return detailForm([detailSection(1, fields)])
}

/** An engine form (buildLargeForm) as the API would give it, for the renderer. */
export function detailFromEngine(form: Form): FormDetail {
  const rule =
    (type: FormRuleOut['type'], source: number) => (r: Form['sections'][number]['rules'][number]) => ({
      id: r.id ?? 0,
      type,
      source,
      target: r.target,
      operator: r.operator,
      target_value: r.value,
    })
  return detailForm(
    form.sections.map((section) =>
      detailSection(
        section.id,
        section.fields.map((field) =>
          detailField(field.id, field.type, {
            title: { tr: field.title.tr, en: field.title.en ?? field.title.tr },
            is_required: field.is_required,
            max_length: field.max_length ?? null,
            props: field.props,
            options: field.options.map((option) => detailOption(option.id, option.option_text.tr)),
            deps: field.rules.map(rule('FORMFIELD', field.id)),
          }),
        ),
        { rules: section.rules.map(rule('FORMSECTION', section.id)), dep_scope: section.dep_scope },
      ),
    ),
  )
}
