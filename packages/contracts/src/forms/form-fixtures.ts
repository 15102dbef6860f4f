import type { FieldType } from './field-types'
import { type Answers, type Form, type FormInput, formSchema } from './form-model'

/**
 * Small builders of engine forms for tests and the benchmark (no server, no database). Ids are given
 * by the caller; titles are the type's name unless told.
 */
type FieldInput = FormInput['sections'][number]['fields'] extends (infer F)[] | undefined ? F : never
type SectionInput = FormInput['sections'][number]

export function fieldInput(
  id: number,
  type: FieldType | string,
  extra: Partial<FieldInput> = {},
): FieldInput {
  return { id, type, title: { tr: `${type} ${id}`, en: `${type} ${id}` }, ...extra }
}

export function sectionInput(
  id: number,
  fields: FieldInput[],
  extra: Partial<SectionInput> = {},
): SectionInput {
  return { id, title: { tr: `Bölüm ${id}`, en: `Section ${id}` }, fields, ...extra }
}

export function buildForm(sections: SectionInput[], extra: Partial<FormInput> = {}): Form {
  return formSchema.parse({
    form_type: 'registration',
    type: 'PERSONAL',
    languages: ['tr', 'en'],
    sections,
    ...extra,
  })
}

export const options = (...ids: number[]) =>
  ids.map((id) => ({ id, option_text: { tr: String(id), en: String(id) }, quota_available: 100 }))

/** A rotation of answerable types with an answer each, for large forms. */
const ROTATION: {
  type: FieldType
  answer: (id: number) => unknown
  extra?: (id: number) => Partial<FieldInput>
}[] = [
  { type: 'short_answer', answer: () => 'Ayşe Yılmaz', extra: () => ({ max_length: 100 }) },
  { type: 'email_input', answer: (id) => `kisi${id}@ornek.com.tr` },
  { type: 'phone_number', answer: () => '0532 410 12 34', extra: () => ({ props: { type: 'mobile' } }) },
  {
    type: 'dropdown',
    answer: (id) => id * 10 + 1,
    extra: (id) => ({ options: options(id * 10 + 1, id * 10 + 2) }),
  },
  { type: 'tckimlik', answer: () => '10000000146' },
  { type: 'date_picker', answer: () => '2026-05-04', extra: () => ({ props: { min_date: '2026-01-01' } }) },
  { type: 'number', answer: () => 42, extra: () => ({ props: { min: 0, max: 100 } }) },
  { type: 'long_answer', answer: () => 'Uzun bir açıklama\nikinci satır' },
  {
    type: 'checkboxes',
    answer: (id) => [id * 10 + 1],
    extra: (id) => ({ options: options(id * 10 + 1, id * 10 + 2) }),
  },
  { type: 'paragraph', answer: () => undefined, extra: () => ({ props: { content: 'Bilgi' } }) },
]

/**
 * A form of `sectionCount` sections and `fieldCount` fields spread over them, with a section rule on
 * every fourth section and a field rule on every seventh field, each on a dropdown of an earlier
 * section (the benchmark's 40 × 300 form), and answers that satisfy it.
 */
export function buildLargeForm(sectionCount = 40, fieldCount = 300): { form: Form; answers: Answers } {
  const sections: SectionInput[] = []
  const answers: Record<string, unknown> = {}
  const dropdowns: { id: number; option: number; section: number }[] = []
  let fieldId = 1
  for (let s = 0; s < sectionCount; s++) {
    const perSection = Math.floor(fieldCount / sectionCount) + (s < fieldCount % sectionCount ? 1 : 0)
    const earlier = dropdowns.filter((d) => d.section < s)
    const fields: FieldInput[] = []
    for (let f = 0; f < perSection; f++, fieldId++) {
      const kind = ROTATION[(fieldId - 1) % ROTATION.length] as (typeof ROTATION)[number]
      const ruleTarget = fieldId % 7 === 0 ? earlier[fieldId % Math.max(earlier.length, 1)] : undefined
      fields.push(
        fieldInput(fieldId, kind.type, {
          is_required: fieldId % 3 === 0,
          ...(kind.extra?.(fieldId) ?? {}),
          ...(ruleTarget
            ? {
                rules: [
                  { target: `FIELD-${ruleTarget.id}`, operator: 'EQUAL', value: String(ruleTarget.option) },
                ],
              }
            : {}),
        }),
      )
      const answer = kind.answer(fieldId)
      if (answer !== undefined) answers[String(fieldId)] = answer
      if (kind.type === 'dropdown') dropdowns.push({ id: fieldId, option: fieldId * 10 + 1, section: s })
    }
    const sectionTarget = s % 4 === 3 ? earlier[s % Math.max(earlier.length, 1)] : undefined
    sections.push(
      sectionInput(s + 1, fields, {
        ...(sectionTarget
          ? {
              dep_scope: 'ANY',
              rules: [
                {
                  target: `FIELD-${sectionTarget.id}`,
                  operator: 'EQUAL',
                  value: String(sectionTarget.option),
                },
                { target: 'DB-language', operator: 'EQUAL', value: 'tr' },
              ],
            }
          : {}),
      }),
    )
  }
  return { form: buildForm(sections), answers }
}
