import type { FormDetail, FormFieldOut, FormSectionOut } from '@ajanda/contracts/forms/form-detail'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addField,
  addOption,
  addSection,
  type FormFixture,
  formFixture,
  getForm,
  newForm,
  ok,
  projectExtras,
} from './form-test-fixtures'
import { formRules } from './forms.table'

let f: FormFixture
beforeAll(async () => {
  f = await formFixture()
})
afterAll(async () => {
  await f?.testApp.close()
})

async function twoSections(input: Record<string, unknown> = {}) {
  let form = await newForm(f, input)
  form = await addSection(f, form, 'Bir')
  form = await addSection(f, form, 'İki')
  return { form, first: form.sections[0] as FormSectionOut, second: form.sections[1] as FormSectionOut }
}

const fieldIds = (form: FormDetail, index: number) => form.sections[index]?.fields.map((field) => field.id)

describe('sections', () => {
  it('adds, edits, sorts and deletes sections (sort_order 0..n-1, updated_at bumped)', async () => {
    const { form, first, second } = await twoSections()
    expect(form.sections.map((s) => [s.title.tr, s.sort_order])).toEqual([
      ['Bir', 0],
      ['İki', 1],
    ])
    const edited = await f.admin.put(`/form/${form.code}/section/${first.id}`, {
      title: { tr: 'Kişisel', en: 'Personal' },
      help_text: { tr: 'Açıklama' },
      title_colour: '#aa0000',
      is_hidden: 1,
      dep_scope: 'ANY',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({
      message: 'Bölüm güncellendi.',
      data: {
        id: first.id,
        title: { tr: 'Kişisel', en: 'Personal' },
        title_colour: '#AA0000',
        is_hidden: true,
      },
    })
    const sorted = await ok<{ data: FormDetail }>(
      f.admin.post(`/form/${form.code}/sort`, { sections: [second.id, first.id] }),
    )
    expect(sorted.data.sections.map((s) => [s.id, s.sort_order])).toEqual([
      [second.id, 0],
      [first.id, 1],
    ])
    expect(Date.parse(sorted.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(form.updated_at))
    for (const sections of [[first.id], [first.id, first.id], [first.id, second.id, 999_999]]) {
      const refused = await f.admin.post(`/form/${form.code}/sort`, { sections })
      expect(refused.statusCode).toBe(422)
      expect(refused.json().errors.sections).toBeDefined()
    }
    const removed = await ok<{ message: string; data: FormDetail }>(
      f.admin.delete(`/form/${form.code}/section/${second.id}`),
    )
    expect(removed.message).toBe('Bölüm silindi.')
    expect(removed.data.sections.map((s) => [s.id, s.sort_order])).toEqual([[first.id, 0]])
    expect((await f.admin.delete(`/form/${form.code}/section/${second.id}`)).statusCode).toBe(404)
  })

  it('deleting a section deletes the rules that tested its fields', async () => {
    const { form, first, second } = await twoSections()
    const dropdown = await addField(f, form, first.id, 'dropdown')
    const yes = await addOption(f, form, dropdown.id, 'Evet')
    await ok(
      f.admin.post(`/form/${form.code}/rules`, {
        type: 'FORMSECTION',
        source: second.id,
        target: `FIELD-${dropdown.id}`,
        operator: 'EQUAL',
        value: yes,
      }),
    )
    const after = await ok<{ data: FormDetail }>(f.admin.delete(`/form/${form.code}/section/${first.id}`))
    expect(after.data.sections[0]?.rules).toEqual([])
  })
})

describe('fields', () => {
  it('creates a field at an index with the type defaults, moves, sorts, reads, edits and deletes it', async () => {
    const { form, first, second } = await twoSections()
    const a = await addField(f, form, first.id, 'short_answer')
    const b = await addField(f, form, first.id, 'phone_number')
    expect(b).toMatchObject({ title: { tr: 'Telefon' }, props: { type: 'any' }, sort_order: 1 })
    const atStart = await ok<{ message: string; data: FormDetail }>(
      f.admin.post(`/form/${form.code}/field`, {
        section_id: first.id,
        field_type: 'fileupload',
        field_index: 0,
      }),
    )
    expect(atStart.message).toBe('Alan eklendi.')
    const c = atStart.data.sections[0]?.fields[0] as FormFieldOut
    expect(c.type).toBe('file_uploader')
    expect(fieldIds(atStart.data, 0)).toEqual([c.id, a.id, b.id])
    expect(atStart.data.sections[0]?.fields.map((field) => field.sort_order)).toEqual([0, 1, 2])

    const moved = await ok<{ data: FormDetail }>(
      f.admin.put(`/form/${form.code}/field/${a.id}/section`, { section_id: second.id, field_index: 0 }),
    )
    expect(fieldIds(moved.data, 0)).toEqual([c.id, b.id])
    expect(fieldIds(moved.data, 1)).toEqual([a.id])
    expect(moved.data.sections[0]?.fields.map((field) => field.sort_order)).toEqual([0, 1])

    const sorted = await ok<{ data: FormSectionOut }>(
      f.admin.put(`/form/${form.code}/section/${first.id}/sort`, { fields: [b.id, c.id] }),
    )
    expect(sorted.data.fields.map((field) => field.id)).toEqual([b.id, c.id])
    const wrong = await f.admin.put(`/form/${form.code}/section/${first.id}/sort`, { fields: [b.id, a.id] })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors.fields).toBeDefined()

    expect(await ok(f.admin.get(`/form/field/${b.id}`))).toMatchObject({ id: b.id, type: 'phone_number' })
    const edited = await f.admin.put(`/form/field/${b.id}`, {
      title: { tr: 'Cep telefonu', en: 'Mobile' },
      is_required: true,
      props: { type: 'mobile' },
      code: 'cep',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({
      message: 'Alan bilgileri güncellendi.',
      data: { id: b.id, is_required: true, props: { type: 'mobile' }, code: 'cep' },
    })
    const badProps = await f.admin.put(`/form/field/${b.id}`, { props: { type: 'fax' } })
    expect(badProps.statusCode).toBe(422)
    expect(Object.keys(badProps.json().errors)).toEqual(['props.type'])
    const longTitle = await f.admin.put(`/form/field/${b.id}`, { title: { tr: 'x'.repeat(301) } })
    expect(longTitle.statusCode).toBe(422)
    const dbDefault = await f.admin.put(`/form/field/${b.id}`, { default_value_type: 'DB' })
    expect(dbDefault.statusCode).toBe(422)
    expect(dbDefault.json().errors.default_value_type).toBeDefined()

    const removed = await ok<{ message: string; data: FormDetail }>(f.admin.delete(`/form/field/${c.id}`))
    expect(removed.message).toBe('Alan silindi.')
    expect(fieldIds(removed.data, 0)).toEqual([b.id])
    expect(removed.data.sections[0]?.fields[0]?.sort_order).toBe(0)
    expect((await f.admin.get(`/form/field/${c.id}`)).statusCode).toBe(404)
  })

  it('takes one attendance field per form', async () => {
    const { form, first, second } = await twoSections({ type: 'PERSONAL' })
    await addField(f, form, first.id, 'attendance')
    const again = await f.admin.post(`/form/${form.code}/field`, {
      section_id: second.id,
      field_type: 'attendance',
      field_index: 0,
    })
    expect(again.statusCode).toBe(422)
    expect(again.json().message).toBe('Katılım alanı bir forma yalnızca bir kez eklenebilir.')
  })

  it('starts a field from a company template of its type, and refuses another type or company', async () => {
    const { form, first } = await twoSections()
    const templates = (await f.admin.get('/forms/field-templates')).json() as {
      id: number
      name: string
      type: string
    }[]
    const phone = templates.find((template) => template.type === 'phone_number')
    const email = templates.find((template) => template.type === 'email_input')
    if (!phone || !email) throw new Error('the demo company has phone and e-mail templates')
    const created = await ok<{ data: FormDetail }>(
      f.admin.post(`/form/${form.code}/field`, {
        section_id: first.id,
        field_type: 'phone_number',
        field_index: 0,
        template_id: phone.id,
      }),
    )
    const field = created.data.sections[0]?.fields[0]
    expect(field?.title.tr).toBe(phone.name)
    expect(field?.props).toMatchObject({ type: 'mobile' })
    const mismatch = await f.admin.post(`/form/${form.code}/field`, {
      section_id: first.id,
      field_type: 'phone_number',
      field_index: 0,
      template_id: email.id,
    })
    expect(mismatch.statusCode).toBe(422)
    expect(mismatch.json().errors.template_id).toBeDefined()
  })

  it('removes a prop given as null, so a cleared bound goes back to its default', async () => {
    const { form, first } = await twoSections()
    const phone = await addField(f, form, first.id, 'phone_number')
    const set = await ok<{ data: FormFieldOut }>(
      f.admin.put(`/form/field/${phone.id}`, { props: { type: 'landline' } }),
    )
    expect(set.data.props).toMatchObject({ type: 'landline' })
    const cleared = await ok<{ data: FormFieldOut }>(
      f.admin.put(`/form/field/${phone.id}`, { props: { type: null } }),
    )
    expect(cleared.data.props).toMatchObject({ type: 'any' })
  })

  it('drops empty and repeated choice-matrix rows and columns on save', async () => {
    const { form, first } = await twoSections()
    const matrix = await addField(f, form, first.id, 'choice_matrix')
    const saved = await ok<{ data: FormFieldOut }>(
      f.admin.put(`/form/field/${matrix.id}`, {
        props: { rows: ['Otel', '', 'Otel', 'Uçak '], columns: JSON.stringify(['İyi', 'Kötü', 'İyi']) },
      }),
    )
    expect(saved.data.props).toEqual({ rows: ['Otel', 'Uçak'], columns: ['İyi', 'Kötü'] })
  })

  it('deletes a field with the rules that test it, and refuses a move that breaks a rule', async () => {
    const { form, first, second } = await twoSections()
    const dropdown = await addField(f, form, first.id, 'dropdown')
    const yes = await addOption(f, form, dropdown.id, 'Evet')
    const text = await addField(f, form, second.id, 'short_answer')
    const rule = await ok<{ message: string; field: FormFieldOut }>(
      f.admin.post(`/form/${form.code}/rules`, {
        type: 'FORMFIELD',
        source: text.id,
        target: `FIELD-${dropdown.id}`,
        operator: 'EQUAL',
        value: String(yes),
      }),
    )
    expect(rule.message).toBe('Kural eklendi.')
    expect(rule.field.deps).toEqual([expect.objectContaining({ target: `FIELD-${dropdown.id}` })])
    // The tested field after the rule's section, or the ruled field before its target: refused.
    const late = await f.admin.put(`/form/${form.code}/field/${dropdown.id}/section`, {
      section_id: second.id,
      field_index: 0,
    })
    expect(late.statusCode).toBe(422)
    expect(late.json().errors.section_id[0]).toContain('kural')
    const early = await f.admin.put(`/form/${form.code}/field/${text.id}/section`, {
      section_id: first.id,
      field_index: 1,
    })
    expect(early.statusCode).toBe(422)
    const reorder = await f.admin.post(`/form/${form.code}/sort`, { sections: [second.id, first.id] })
    expect(reorder.statusCode).toBe(422)
    expect(fieldIds(await getForm(f, form.id), 0)).toEqual([dropdown.id])

    await ok(f.admin.delete(`/form/field/${dropdown.id}`))
    const after = await getForm(f, form.id)
    expect(after.sections[1]?.fields[0]?.deps).toEqual([])
    const left = await f.testApp.database.db.select().from(formRules).where(eq(formRules.form_id, form.id))
    expect(left).toEqual([])
  })
})

describe('options', () => {
  it('adds, edits by column, sorts and deletes options (with the rules that chose them)', async () => {
    const { form, first, second } = await twoSections()
    const dropdown = await addField(f, form, first.id, 'dropdown')
    const added = await f.admin.post(`/form/${form.code}/field/${dropdown.id}/option`, {
      option_text: 'Evet',
      quota_available: 10,
    })
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json()).toMatchObject({
      message: 'Seçenek eklendi.',
      data: {
        id: dropdown.id,
        options: [{ option_text: { tr: 'Evet' }, quota_available: 10, sort_order: 0 }],
      },
    })
    const yes = added.json().data.options[0].id as number
    const no = await addOption(f, form, dropdown.id, 'Hayır')
    const base = `/form/${form.code}/field/${dropdown.id}/option`
    await ok(f.admin.put(`${base}/${yes}`, { column: 'option_text_en', data: 'Yes' }))
    await ok(f.admin.put(`${base}/${yes}`, { column: 'quota_available', data: 25 }))
    const edited = await ok<{ data: FormFieldOut }>(
      f.admin.put(`${base}/${yes}`, { column: 'column', data: 'city' }),
    )
    expect(edited.data.options[0]).toMatchObject({
      option_text: { tr: 'Evet', en: 'Yes' },
      quota_available: 25,
      column: 'city',
    })
    const emptyText = await f.admin.put(`${base}/${yes}`, { column: 'option_text', data: '' })
    expect(emptyText.statusCode).toBe(422)
    const badQuota = await f.admin.put(`${base}/${yes}`, { column: 'quota_available', data: 'çok' })
    expect(badQuota.statusCode).toBe(422)

    const sorted = await ok<{ data: FormFieldOut }>(f.admin.post(`${base}/sort`, { options: [no, yes] }))
    expect(sorted.data.options.map((o) => [o.id, o.sort_order])).toEqual([
      [no, 0],
      [yes, 1],
    ])
    expect((await f.admin.post(`${base}/sort`, { options: [no] })).statusCode).toBe(422)

    await ok(
      f.admin.post(`/form/${form.code}/rules`, {
        type: 'FORMSECTION',
        source: second.id,
        target: `FIELD-${dropdown.id}`,
        operator: 'NOTEQUAL',
        value: yes,
      }),
    )
    const removed = await ok<{ data: FormFieldOut }>(f.admin.delete(`${base}/${yes}`))
    expect(removed.data.options.map((o) => [o.id, o.sort_order])).toEqual([[no, 0]])
    expect((await getForm(f, form.id)).sections[1]?.rules).toEqual([])

    const text = await addField(f, form, first.id, 'short_answer')
    const noOptions = await f.admin.post(`/form/${form.code}/field/${text.id}/option`, { option_text: 'X' })
    expect(noOptions.statusCode).toBe(422)
    expect(noOptions.json().message).toBe('Bu alan türü seçenek almaz.')
  })
})

describe('rules', () => {
  it('refuses rules the engine cannot evaluate, and deletes one with its owner answered', async () => {
    const { form, first, second } = await twoSections({ type: 'PERSONAL' })
    const dropdown = await addField(f, form, first.id, 'dropdown')
    const yes = await addOption(f, form, dropdown.id, 'Evet')
    const text = await addField(f, form, first.id, 'short_answer')
    const later = await addField(f, form, second.id, 'dropdown')
    const post = (body: Record<string, unknown>) =>
      f.admin.post(`/form/${form.code}/rules`, { type: 'FORMSECTION', source: second.id, ...body })
    const refusals: [Record<string, unknown>, string][] = [
      [{ target: `FIELD-${later.id}`, operator: 'EQUAL', value: 1 }, 'target'],
      [{ target: `FIELD-${text.id}`, operator: 'FULL' }, 'target'],
      [{ target: 'DB-email', operator: 'GREATER', value: 3 }, 'operator'],
      [{ target: `FIELD-${dropdown.id}`, operator: 'EQUAL' }, 'value'],
      [{ target: `FIELD-${dropdown.id}`, operator: 'EQUAL', value: 999_999 }, 'value'],
      [{ target: 'FIELD-abc', operator: 'FULL' }, 'target'],
      [{ target: `FIELD-${dropdown.id}`, operator: 'FULL', source: 999_999 }, 'source'],
    ]
    for (const [body, key] of refusals) {
      const response = await post(body)
      expect(response.statusCode, JSON.stringify(body)).toBe(422)
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toEqual([key])
    }
    const sameSection = await f.admin.post(`/form/${form.code}/rules`, {
      type: 'FORMFIELD',
      source: text.id,
      target: `FIELD-${dropdown.id}`,
      operator: 'FULL',
    })
    expect(sameSection.statusCode).toBe(422)
    expect(sameSection.json().message).toBe('Kural yalnız önceki bölümlerdeki alanlara bağlanabilir.')

    const added = await ok<{ message: string; section: FormSectionOut }>(
      post({ target: `FIELD-${dropdown.id}`, operator: 'EQUAL', value: yes }),
    )
    expect(added.section.rules).toEqual([
      expect.objectContaining({
        type: 'FORMSECTION',
        source: second.id,
        operator: 'EQUAL',
        target_value: String(yes),
      }),
    ])
    const dbRule = await ok<{ section: FormSectionOut }>(
      post({ target: 'DB-city', operator: 'EQUAL', value: 'İzmir' }),
    )
    expect(dbRule.section.rules).toHaveLength(2)
    const ruleId = added.section.rules[0]?.id as number
    const removed = await ok<{ message: string; section: FormSectionOut }>(
      f.admin.delete(`/form/${form.code}/rules/${ruleId}`),
    )
    expect(removed.message).toBe('Kural silindi.')
    expect(removed.section.rules.map((rule) => rule.target)).toEqual(['DB-city'])
    expect((await f.admin.delete(`/form/${form.code}/rules/${ruleId}`)).statusCode).toBe(404)
  })

  it('takes no rule on an mma form', async () => {
    const { form, first, second } = await twoSections({ form_type: 'mma' })
    const dropdown = await addField(f, form, first.id, 'dropdown')
    await addOption(f, form, dropdown.id, 'Evet')
    const refused = await f.admin.post(`/form/${form.code}/rules`, {
      type: 'FORMSECTION',
      source: second.id,
      target: `FIELD-${dropdown.id}`,
      operator: 'FULL',
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe('Bu formda kural kullanılamaz.')
  })
})

describe('flights and attendee-list matches', () => {
  it('offers the project flights on a flight field and matches lists on a room-mates field', async () => {
    const { form, first } = await twoSections({ type: 'PERSONAL' })
    const extras = await projectExtras(f, f.projectId)
    const flight = await addField(f, form, first.id, 'flight')
    const base = `/form/${form.code}/field/${flight.id}/flight_option`
    const added = await f.admin.post(base, { flight_id: extras.flightId, quota_available: 40 })
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json().data.flight_options).toEqual([
      {
        id: expect.any(Number),
        flight_id: extras.flightId,
        quota_available: 40,
        label: 'IST · TK1234 · 2027-03-04',
      },
    ])
    expect((await f.admin.post(base, { flight_id: extras.flightId })).statusCode).toBe(422)
    const foreign = await projectExtras(f, f.otherProjectId)
    const stranger = await f.admin.post(base, { flight_id: foreign.flightId })
    expect(stranger.statusCode).toBe(422)
    expect(stranger.json().errors.flight_id).toBeDefined()
    const text = await addField(f, form, first.id, 'short_answer')
    const notFlight = await f.admin.post(`/form/${form.code}/field/${text.id}/flight_option`, {
      flight_id: extras.flightId,
    })
    expect(notFlight.statusCode).toBe(422)
    const optionId = added.json().data.flight_options[0].id
    const removed = await ok<{ data: FormFieldOut }>(f.admin.delete(`${base}/${optionId}`))
    expect(removed.data.flight_options).toEqual([])

    const mates = await addField(f, form, first.id, 'room_mates')
    const [one, two] = extras.listIds
    const match = await f.admin.post(`/form/${form.code}/attendee_list_match`, {
      field_id: mates.id,
      attendee_list_id_one: one,
      attendee_list_id_two: two,
    })
    expect(match.statusCode, match.body).toBe(200)
    expect(match.json().data).toEqual([
      { id: expect.any(Number), field_id: mates.id, attendee_list_id_one: one, attendee_list_id_two: two },
    ])
    const wrongField = await f.admin.post(`/form/${form.code}/attendee_list_match`, {
      field_id: text.id,
      attendee_list_id_one: one,
      attendee_list_id_two: two,
    })
    expect(wrongField.statusCode).toBe(422)
    const wrongList = await f.admin.post(`/form/${form.code}/attendee_list_match`, {
      field_id: mates.id,
      attendee_list_id_one: one,
      attendee_list_id_two: foreign.listIds[0],
    })
    expect(wrongList.statusCode).toBe(422)
    expect(wrongList.json().errors.attendee_list_id_two).toBeDefined()
    expect((await getForm(f, form.id)).sections[0]?.fields.at(-1)?.attendee_list_matches).toHaveLength(1)
    const matchId = match.json().data[0].id
    expect(await ok(f.admin.delete(`/form/${form.code}/attendee_list_match/${matchId}`))).toEqual({
      message: 'Liste eşleşmesi silindi.',
      data: [],
    })
  })
})
