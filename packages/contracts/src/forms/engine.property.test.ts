import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RULE_OPERATORS } from './field-types'
import { fieldInput, sectionInput } from './form-fixtures'
import { type Form, formSchema, formShapeSchema, indexFields, ruleProblem } from './form-model'
import { validateAnswers } from './validate-answers'
import { evaluateVisibility } from './visibility'

/**
 * Property tests of the engine over random forms: up to 6 sections of up to 4 fields, random flags and
 * random rules that may point anywhere (later sections, their own section, unknown fields, DB columns):
 * what a form may not hold is exactly what the engine must survive.
 */
const TYPES = ['dropdown', 'checkboxes', 'attendance', 'short_answer', 'number', 'contract'] as const
const OPTIONS = [1, 2, 3]

const ruleArb = (fieldCount: number) =>
  fc.record({
    target: fc.oneof(
      fc.integer({ min: 1, max: fieldCount + 2 }).map((id) => `FIELD-${id}`),
      fc.constantFrom('DB-city', 'DB-lists'),
    ),
    operator: fc.constantFrom(...RULE_OPERATORS),
    value: fc.constantFrom('1', '0', '11', '12', '21', 'İstanbul', '2'),
  })

const formArb = fc
  .array(
    fc.array(
      fc.record({
        type: fc.constantFrom(...TYPES),
        required: fc.boolean(),
        hidden: fc.boolean(),
        rules: fc.array(fc.nat(), { maxLength: 2 }),
      }),
      { maxLength: 4 },
    ),
    { minLength: 1, maxLength: 6 },
  )
  .chain((shape) => {
    const fieldCount = shape.flat().length
    return fc.record({
      shape: fc.constant(shape),
      sectionRules: fc.array(fc.array(ruleArb(fieldCount), { maxLength: 2 }), {
        minLength: shape.length,
        maxLength: shape.length,
      }),
      fieldRules: fc.array(ruleArb(fieldCount), { minLength: fieldCount * 2, maxLength: fieldCount * 2 }),
      scopes: fc.array(fc.tuple(fc.constantFrom('ALL', 'ANY'), fc.constantFrom('SHOW', 'HIDE')), {
        minLength: shape.length + fieldCount,
        maxLength: shape.length + fieldCount,
      }),
    })
  })
  .map(({ shape, sectionRules, fieldRules, scopes }) => {
    let id = 0
    let attendance = false // at most one per form (a rule of the model that is not about rules)
    const sections = shape.map((fields, s) => {
      const [scope, action] = scopes[s] ?? ['ALL', 'SHOW']
      return sectionInput(
        s + 1,
        fields.map((field) => {
          id += 1
          const [fieldScope, fieldAction] = scopes[shape.length + id - 1] ?? ['ALL', 'SHOW']
          const type = field.type === 'attendance' && attendance ? 'radio' : field.type
          if (type === 'attendance') attendance = true
          return fieldInput(id, type, {
            is_required: field.required,
            is_hidden: field.hidden && id % 3 === 0,
            options: OPTIONS.map((n) => ({ id: id * 10 + n, option_text: { tr: String(n) } })),
            rules: field.rules.slice(0, 1).map((n) => fieldRules[(id * 2 + n) % fieldRules.length]) as never,
            dep_scope: fieldScope,
            dep_action: fieldAction,
          })
        }),
        { rules: sectionRules[s] as never, dep_scope: scope, dep_action: action },
      )
    })
    // Unchecked: a stale or hand-made form, bad rules and all.
    return formShapeSchema.parse({ form_type: 'registration', type: 'PERSONAL', sections }) as Form
  })

const answerValueArb = fc.oneof(
  fc.constantFrom(0, 1, 11, 12, 21, 22, 31, '1', '', '  ', true, false, null, 'Ayşe', '42', 'x'.repeat(300)),
  fc.array(fc.constantFrom(11, 12, 21, 22, 31, 41), { maxLength: 3 }),
)
const answersArb = fc.dictionary(fc.integer({ min: 1, max: 26 }).map(String), answerValueArb, { maxKeys: 26 })
const attendeeArb = fc.option(
  fc.record({
    city: fc.constantFrom('istanbul', 'Ankara', ''),
    lists: fc.constantFrom([], ['VIP'], ['Basın']),
  }),
  { nil: null },
)

const allFieldIds = (form: Form) =>
  form.sections.flatMap((section) => section.fields.map((field) => field.id))
const RUNS = { numRuns: 300 }

describe('form engine properties', () => {
  it('never requires, checks or keeps a hidden field', () => {
    fc.assert(
      fc.property(
        formArb,
        answersArb,
        attendeeArb,
        fc.constantFrom('tr', 'en'),
        (form, answers, attendee, locale) => {
          const result = validateAnswers(form, answers, attendee, locale as 'tr' | 'en')
          for (const id of allFieldIds(form)) {
            if (result.visibility.fields.has(id)) continue
            expect(result.errors[String(id)]).toBeUndefined()
            expect(result.values[String(id)]).toBeUndefined()
          }
        },
      ),
      RUNS,
    )
  })

  it('asks every shown required field left blank', () => {
    fc.assert(
      fc.property(formArb, attendeeArb, (form, attendee) => {
        const result = validateAnswers(form, {}, attendee, 'tr')
        for (const section of form.sections)
          for (const field of section.fields)
            if (result.visibility.fields.has(field.id) && field.is_required && !field.is_readonly)
              expect(result.errors[String(field.id)]).toBeDefined()
      }),
      RUNS,
    )
  })

  it('drops answers to hidden fields: changing them changes nothing', () => {
    fc.assert(
      fc.property(formArb, answersArb, answersArb, attendeeArb, (form, answers, noise, attendee) => {
        const first = validateAnswers(form, answers, attendee, 'tr')
        const changed: Record<string, unknown> = { ...answers }
        for (const id of allFieldIds(form))
          if (!first.visibility.fields.has(id) && String(id) in noise) changed[String(id)] = noise[String(id)]
        const second = validateAnswers(form, changed, attendee, 'tr')
        expect([...second.visibility.fields]).toEqual([...first.visibility.fields])
        expect(second.errors).toEqual(first.errors)
        expect(second.values).toEqual(first.values)
      }),
      RUNS,
    )
  })

  it('does not depend on the order the answers arrive in', () => {
    fc.assert(
      fc.property(formArb, answersArb, attendeeArb, fc.func(fc.integer()), (form, answers, attendee, key) => {
        const shuffled = Object.fromEntries(
          Object.entries(answers).sort(([a], [b]) => key(a) - key(b) || a.localeCompare(b)),
        )
        const [one, two] = [answers, shuffled].map((given) => validateAnswers(form, given, attendee, 'tr'))
        expect([...(two?.visibility.sections ?? [])]).toEqual([...(one?.visibility.sections ?? [])])
        expect([...(two?.visibility.fields ?? [])]).toEqual([...(one?.visibility.fields ?? [])])
        expect(two?.errors).toEqual(one?.errors)
        expect(two?.values).toEqual(one?.values)
      }),
      RUNS,
    )
  })

  it('always terminates, ignoring exactly the rules the model rejects', () => {
    fc.assert(
      fc.property(formArb, answersArb, attendeeArb, (form, answers, attendee) => {
        const visibility = evaluateVisibility(form, answers, attendee)
        // The same form with the rejected rules removed is a valid form and evaluates the same.
        const fields = indexFields(form.sections)
        const keep = <R extends { target: string }>(rules: R[], s: number) =>
          rules.filter((rule) => ruleProblem(rule as never, s, fields, form.form_type) === null)
        const cleaned = {
          ...form,
          sections: form.sections.map((section, s) => ({
            ...section,
            rules: keep(section.rules, s),
            fields: section.fields.map((field) => ({ ...field, rules: keep(field.rules, s) })),
          })),
        }
        const parsed = formSchema.safeParse(cleaned)
        expect(parsed.success).toBe(true)
        const clean = evaluateVisibility(parsed.data as Form, answers, attendee)
        expect([...clean.fields]).toEqual([...visibility.fields])
        expect([...clean.sections]).toEqual([...visibility.sections])
      }),
      RUNS,
    )
  })

  it('rejects every form holding a rule on its own or a later section', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const fields = indexFields(form.sections)
        const pointsForward = form.sections.some((section, s) =>
          [...section.rules, ...section.fields.flatMap((field) => field.rules)].some((rule) => {
            const match = /^FIELD-(\d+)$/.exec(rule.target)
            const place = match ? fields.get(Number(match[1])) : undefined
            return place !== undefined && place.sectionIndex >= s
          }),
        )
        if (pointsForward) expect(formSchema.safeParse(form).success).toBe(false)
      }),
      RUNS,
    )
  })
})
