import { describe, expect, it } from 'vitest'
import { buildForm, buildLargeForm, fieldInput, sectionInput } from './form-fixtures'
import { validateAnswers } from './validate-answers'
import { evaluateVisibility } from './visibility'

/** Section 1 asks whether one needs a hotel; section 2 (hotel) is shown only to those who do. */
const hotelForm = () =>
  buildForm([
    sectionInput(1, [
      fieldInput(1, 'attendance'),
      fieldInput(2, 'short_answer', { is_required: true }),
      fieldInput(3, 'heading'),
    ]),
    sectionInput(2, [fieldInput(4, 'date_range', { is_required: true }), fieldInput(5, 'tckimlik')], {
      rules: [{ target: 'FIELD-1', operator: 'EQUAL', value: '1' }],
    }),
    sectionInput(3, [
      fieldInput(6, 'contract'),
      fieldInput(7, 'captcha'),
      fieldInput(8, 'short_answer', { is_readonly: 1 }),
    ]),
  ])

const accepted = { 6: true, 7: { challenge: 'c', nonce: 'n' } }

describe('validateAnswers', () => {
  it('requires a field only while it is shown', () => {
    const form = hotelForm()
    expect(validateAnswers(form, { 1: 0, 2: 'Ayşe', ...accepted }, null, 'tr').ok).toBe(true)
    const attending = validateAnswers(form, { 1: 1, 2: 'Ayşe', ...accepted }, null, 'tr')
    expect(attending.errors).toEqual({ 4: ['Bu alan zorunludur'] })
  })

  it('drops answers to hidden fields, display types, read-only fields and unknown ids', () => {
    const result = validateAnswers(
      hotelForm(),
      {
        1: 0,
        2: 'Ayşe',
        3: 'x',
        4: ['2026-05-01', '2026-05-03'],
        5: 'bad',
        8: 'mine',
        99: 'who',
        ...accepted,
      },
      null,
      'tr',
    )
    expect(result.ok).toBe(true)
    expect(result.values).toEqual({ 1: 0, 2: 'Ayşe', 6: true })
  })

  it('does not check an answer to a hidden field (a bad T.C. kimlik in the hidden hotel section passes)', () => {
    const shown = validateAnswers(
      hotelForm(),
      { 1: 1, 2: 'A', 4: ['2026-05-01', '2026-05-02'], 5: '123', ...accepted },
      null,
      'tr',
    )
    expect(shown.errors).toEqual({ 5: ['Geçerli bir T.C. kimlik numarası girmelisin'] })
  })

  it('asks a visible contract to be accepted and a visible captcha to be solved, required or not', () => {
    const result = validateAnswers(hotelForm(), { 1: 0, 2: 'A', 6: false }, null, 'tr')
    expect(result.errors).toEqual({
      6: ['Devam etmek için sözleşmeyi kabul etmelisin'],
      7: ['Robot olmadığını doğrulamalısın'],
    })
    expect(result.message).toBe('Devam etmek için sözleşmeyi kabul etmelisin (ve 1 hata daha)')
  })

  it('speaks English when asked, with Laravel’s summary line', () => {
    const result = validateAnswers(hotelForm(), { 1: 1, ...accepted }, null, 'en')
    expect(result.errors).toEqual({ 2: ['This field is required'], 4: ['This field is required'] })
    expect(result.message).toBe('This field is required (and 1 more errors)')
  })

  it('gives one message when there is one error, and none when all is well', () => {
    const one = validateAnswers(hotelForm(), { 1: 0, ...accepted }, null, 'tr')
    expect(one.message).toBe('Bu alan zorunludur')
    expect(validateAnswers(hotelForm(), { 1: 0, 2: 'A', ...accepted }, null, 'tr').message).toBe('')
  })

  it('counts a blank text or an empty list as no answer', () => {
    const form = buildForm([
      sectionInput(1, [
        fieldInput(1, 'short_answer', { is_required: true }),
        fieldInput(2, 'checkboxes', { is_required: true }),
      ]),
    ])
    expect(validateAnswers(form, { 1: '   ', 2: [] }, null, 'tr').errors).toEqual({
      1: ['Bu alan zorunludur'],
      2: ['Bu alan zorunludur'],
    })
  })

  it('shows an unanswered PERSONAL section by the attendee’s column', () => {
    const form = buildForm([
      sectionInput(1, [fieldInput(1, 'short_answer')]),
      sectionInput(2, [fieldInput(2, 'short_answer', { is_required: true })], {
        rules: [{ target: 'DB-lists', operator: 'EQUAL', value: 'VIP' }],
      }),
    ])
    expect(validateAnswers(form, {}, { lists: ['Basın'] }, 'tr').ok).toBe(true)
    expect(validateAnswers(form, {}, { lists: ['Basın', 'vip'] }, 'tr').errors).toEqual({
      2: ['Bu alan zorunludur'],
    })
  })

  it('handles the benchmark’s 40-section, 300-field form (timings belong to the bench)', () => {
    const { form, answers } = buildLargeForm(40, 300)
    expect(form.sections).toHaveLength(40)
    expect(form.sections.flatMap((section) => section.fields)).toHaveLength(300)
    const visibility = evaluateVisibility(form, answers, { language: 'tr' })
    expect(visibility.sections.size).toBe(40)
    const result = validateAnswers(form, answers, { language: 'tr' }, 'tr')
    expect(result.errors).toEqual({})
    // Every answer to a shown answerable field is kept; the paragraphs keep nothing.
    expect(Object.keys(result.values)).toHaveLength(Object.keys(answers).length)
  })
})
