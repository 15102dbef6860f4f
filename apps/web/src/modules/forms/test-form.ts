import type {
  FormDetail,
  FormFieldOut,
  FormRuleOut,
  FormSectionOut,
} from '@ajanda/contracts/forms/form-detail'

/**
 * A FormDetail for the builder's component tests (no server): three sections; the first holds a
 * dropdown with two options (ids 501, 502) and a short answer, the second one field of every editor
 * tab (options, settings, contract, video, pdf, flights, content), the third is empty and shown only
 * when the dropdown is "Evet" (rule 901). Ids: sections 11-13, fields 101-110.
 */
export function makeTestField(
  id: number,
  sectionId: number,
  type: string,
  extra: Partial<FormFieldOut> = {},
): FormFieldOut {
  return {
    id,
    section_id: sectionId,
    type,
    title: { tr: `${type} ${id}`, en: `${type} ${id}` },
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

export function makeTestSection(
  id: number,
  title: { tr: string; en?: string },
  fields: FormFieldOut[],
  extra: Partial<FormSectionOut> = {},
): FormSectionOut {
  return {
    id,
    title: { en: title.tr, ...title },
    title_colour: null,
    help_text: null,
    is_hidden: false,
    dep_scope: 'ALL',
    dep_action: 'SHOW',
    budget_category_id: null,
    sort_order: 0,
    rules: [],
    fields: fields.map((field, index) => ({ ...field, section_id: id, sort_order: index + 1 })),
    ...extra,
  }
}

export const TEST_RULE: FormRuleOut = {
  id: 901,
  type: 'FORMSECTION',
  source: 13,
  target: 'FIELD-101',
  operator: 'EQUAL',
  target_value: '501',
}

export function makeTestForm(extra: Partial<FormDetail> = {}): FormDetail {
  const first = makeTestSection(11, { tr: 'Kişisel bilgiler', en: 'Personal details' }, [
    makeTestField(101, 11, 'dropdown', {
      title: { tr: 'Katılacak mısınız?', en: 'Will you attend?' },
      is_required: true,
      options: [
        {
          id: 501,
          option_text: { tr: 'Evet', en: 'Yes' },
          quota_allocated: null,
          quota_available: null,
          image: null,
          column: null,
          data: null,
          sort_order: 1,
          product_id: null,
        },
        {
          id: 502,
          option_text: { tr: 'Hayır', en: 'No' },
          quota_allocated: null,
          quota_available: null,
          image: null,
          column: null,
          data: null,
          sort_order: 2,
          product_id: null,
        },
      ],
    }),
    makeTestField(102, 11, 'short_answer', { title: { tr: 'Ad Soyad', en: 'Full name' }, max_length: 100 }),
  ])
  const second = makeTestSection(12, { tr: 'Ayrıntılar', en: 'Details' }, [
    makeTestField(103, 12, 'phone_number', { props: { type: 'mobile' } }),
    makeTestField(104, 12, 'contract', { props: { contract_type: 'text', text: { tr: 'Koşullar' } } }),
    makeTestField(105, 12, 'video', { props: { url: 'https://example.com/v.mp4' } }),
    makeTestField(106, 12, 'pdf_viewer', { props: { source: 'url', url: 'https://example.com/a.pdf' } }),
    makeTestField(107, 12, 'flight', {
      flight_options: [{ id: 601, flight_id: 71, quota_available: 10, label: 'IST · TK 1234 · 2027-03-04' }],
    }),
    makeTestField(108, 12, 'html', { props: { content: { tr: '<p>Bilgi</p>' } } }),
    makeTestField(109, 12, 'heading'),
    makeTestField(110, 12, 'attendance'),
  ])
  const third = makeTestSection(13, { tr: 'Konaklama', en: 'Accommodation' }, [], {
    rules: [TEST_RULE],
  })
  const sections = [first, second, third].map((section, index) => ({ ...section, sort_order: index + 1 }))
  return {
    id: 7,
    code: 'frm7test',
    name: 'Kayıt formu',
    project_id: 3,
    project_code: 'DEMO26',
    form_type: 'registration',
    type: 'PERSONAL',
    status: 'draft',
    slug: 'kayit-formu',
    languages: ['tr', 'en'],
    opens_at: null,
    closes_at: null,
    capacity: null,
    edit_deadline: null,
    confirmation_text: null,
    sections_count: sections.length,
    fields_count: sections.reduce((sum, section) => sum + section.fields.length, 0),
    answers_count: 0,
    updated_at: '2026-11-20T10:00:00.000Z',
    sections,
    db_columns: [
      { key: 'language', text: 'Dil' },
      { key: 'first_name', text: 'Ad' },
    ],
    ...extra,
  }
}
