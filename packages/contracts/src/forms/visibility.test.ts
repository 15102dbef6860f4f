import { describe, expect, it } from 'vitest'
import type { RuleOperator } from './field-types'
import { buildForm, fieldInput, options, sectionInput } from './form-fixtures'
import { formSchema, formShapeSchema } from './form-model'
import { evaluateVisibility } from './visibility'

/**
 * Section 1 asks a dropdown (options 11 "1", 12 "2", 13 "3"), a checkboxes field (21, 22, 23), an
 * attendance field and a choice matrix; section 2 is ruled by one rule and holds one plain field.
 */
function ruled(
  rule: { target: string; operator: RuleOperator; value?: string },
  scope: 'ALL' | 'ANY' = 'ALL',
) {
  return buildForm([
    sectionInput(1, [
      fieldInput(1, 'dropdown', {
        options: [1, 2, 3].map((n) => ({ id: 10 + n, option_text: { tr: String(n), en: String(n) } })),
      }),
      fieldInput(2, 'checkboxes', { options: options(21, 22, 23) }),
      fieldInput(3, 'attendance'),
      fieldInput(4, 'choice_matrix', { props: { rows: ['Otel', 'Uçak'], columns: ['Evet', 'Hayır'] } }),
    ]),
    sectionInput(2, [fieldInput(5, 'short_answer')], { dep_scope: scope, rules: [rule] }),
  ])
}

const shown = (form: ReturnType<typeof ruled>, answers: Record<string, unknown>, attendee = null as never) =>
  evaluateVisibility(form, answers, attendee).sections.has(2)

describe('operators on a field target (worked out by hand)', () => {
  const table: [string, RuleOperator, string | undefined, Record<string, unknown>, boolean][] = [
    // dropdown: EQUAL/NOTEQUAL by option id, GREATER/LESS by the option's number, FULL/EMPTY
    ['dropdown', 'EQUAL', '12', { 1: 12 }, true],
    ['dropdown', 'EQUAL', '12', { 1: 11 }, false],
    ['dropdown', 'EQUAL', '12', {}, false],
    ['dropdown', 'NOTEQUAL', '12', { 1: 11 }, true],
    ['dropdown', 'NOTEQUAL', '12', { 1: '12' }, false],
    ['dropdown', 'NOTEQUAL', '12', {}, true],
    ['dropdown', 'GREATER', '1', { 1: 12 }, true],
    ['dropdown', 'GREATER', '2', { 1: 12 }, false],
    ['dropdown', 'LESS', '2', { 1: 11 }, true],
    ['dropdown', 'LESS', '2', { 1: 13 }, false],
    ['dropdown', 'LESS', '2', {}, false],
    ['dropdown', 'FULL', undefined, { 1: 13 }, true],
    ['dropdown', 'FULL', undefined, { 1: '' }, false],
    ['dropdown', 'EMPTY', undefined, {}, true],
    ['dropdown', 'EMPTY', undefined, { 1: 11 }, false],
    // checkboxes: EQUAL means "is among the ticked", GREATER/LESS count the ticked ones
    ['checkboxes', 'EQUAL', '22', { 2: [21, 22] }, true],
    ['checkboxes', 'EQUAL', '23', { 2: [21, 22] }, false],
    ['checkboxes', 'NOTEQUAL', '23', { 2: [21, 22] }, true],
    ['checkboxes', 'GREATER', '1', { 2: [21, 22] }, true],
    ['checkboxes', 'LESS', '2', { 2: [21, 22] }, false],
    ['checkboxes', 'EMPTY', undefined, { 2: [] }, true],
    // attendance: 1 attending, 0 not
    ['attendance', 'EQUAL', '1', { 3: true }, true],
    ['attendance', 'EQUAL', '1', { 3: 0 }, false],
    ['attendance', 'NOTEQUAL', '0', { 3: 1 }, true],
    ['attendance', 'GREATER', '0', { 3: 1 }, true],
    ['attendance', 'LESS', '1', { 3: 0 }, true],
    ['attendance', 'FULL', undefined, { 3: 0 }, true],
    // choice matrix: a column in any row, or "row|column"
    ['choice_matrix', 'EQUAL', 'Evet', { 4: { Uçak: 'Evet' } }, true],
    ['choice_matrix', 'EQUAL', 'Otel|Evet', { 4: { Uçak: 'Evet', Otel: 'Hayır' } }, false],
    ['choice_matrix', 'NOTEQUAL', 'Otel|Evet', { 4: { Otel: 'Hayır' } }, true],
    ['choice_matrix', 'FULL', undefined, { 4: { Otel: 'Evet' } }, true],
    ['choice_matrix', 'EMPTY', undefined, { 4: {} }, true],
  ]
  const ids: Record<string, number> = { dropdown: 1, checkboxes: 2, attendance: 3, choice_matrix: 4 }
  for (const [type, operator, value, answers, expected] of table)
    it(`${type} ${operator} ${value ?? ''} with ${JSON.stringify(answers)} → ${expected ? 'shown' : 'hidden'}`, () => {
      const form = ruled({ target: `FIELD-${ids[type]}`, operator, value })
      expect(shown(form, answers)).toBe(expected)
    })
})

describe('operators on a database column', () => {
  const table: [RuleOperator, string | undefined, unknown, boolean][] = [
    ['EQUAL', 'İstanbul', 'ISTANBUL', true],
    ['EQUAL', 'vip', ['Basın', 'VIP'], true],
    ['EQUAL', 'Ankara', 'İstanbul', false],
    ['NOTEQUAL', 'Ankara', 'İstanbul', true],
    ['NOTEQUAL', 'Ankara', null, true],
    ['FULL', undefined, 'x', true],
    ['FULL', undefined, '  ', false],
    ['EMPTY', undefined, undefined, true],
    ['EMPTY', undefined, [], true],
  ]
  for (const [operator, value, column, expected] of table)
    it(`DB-city ${operator} ${value ?? ''} with ${JSON.stringify(column)} → ${expected}`, () => {
      const form = ruled({ target: 'DB-city', operator, value })
      expect(shown(form, {}, { city: column } as never)).toBe(expected)
    })

  it('sees no attendee on a PUBLIC form as every column empty', () => {
    expect(shown(ruled({ target: 'DB-city', operator: 'EMPTY' }), {}, null as never)).toBe(true)
    expect(shown(ruled({ target: 'DB-city', operator: 'EQUAL', value: 'x' }), {}, null as never)).toBe(false)
  })
})

describe('scope, action, hidden and nesting', () => {
  const twoRules = (scope: 'ALL' | 'ANY', action: 'SHOW' | 'HIDE') =>
    buildForm([
      sectionInput(1, [fieldInput(1, 'dropdown', { options: options(11, 12) }), fieldInput(2, 'attendance')]),
      sectionInput(2, [fieldInput(3, 'short_answer')], {
        dep_scope: scope,
        dep_action: action,
        rules: [
          { target: 'FIELD-1', operator: 'EQUAL', value: '11' },
          { target: 'FIELD-2', operator: 'EQUAL', value: '1' },
        ],
      }),
    ])
  const both = { 1: 11, 2: 1 }
  const one = { 1: 11, 2: 0 }
  const none = { 1: 12, 2: 0 }

  it('ALL + SHOW shows only when every rule holds', () => {
    const form = twoRules('ALL', 'SHOW')
    expect([both, one, none].map((a) => shown(form, a))).toEqual([true, false, false])
  })
  it('ANY + SHOW shows when one rule holds', () => {
    const form = twoRules('ANY', 'SHOW')
    expect([both, one, none].map((a) => shown(form, a))).toEqual([true, true, false])
  })
  it('ALL + HIDE hides only when every rule holds', () => {
    const form = twoRules('ALL', 'HIDE')
    expect([both, one, none].map((a) => shown(form, a))).toEqual([false, true, true])
  })
  it('ANY + HIDE hides when one rule holds', () => {
    const form = twoRules('ANY', 'HIDE')
    expect([both, one, none].map((a) => shown(form, a))).toEqual([false, false, true])
  })

  it('hides the fields of a hidden section, and lets a hidden field’s answer count as none', () => {
    const form = buildForm([
      sectionInput(1, [fieldInput(1, 'dropdown', { options: options(11, 12) })]),
      sectionInput(2, [fieldInput(2, 'dropdown', { options: options(21, 22) })], {
        rules: [{ target: 'FIELD-1', operator: 'EQUAL', value: '11' }],
      }),
      sectionInput(3, [fieldInput(3, 'short_answer')], {
        rules: [{ target: 'FIELD-2', operator: 'EQUAL', value: '21' }],
      }),
    ])
    const open = evaluateVisibility(form, { 1: 11, 2: 21 }, null)
    expect([...open.sections]).toEqual([1, 2, 3])
    // Section 2 hides: its answer 21 is dropped, so section 3 hides too.
    const closed = evaluateVisibility(form, { 1: 12, 2: 21 }, null)
    expect([...closed.sections]).toEqual([1])
    expect(closed.fields.has(2)).toBe(false)
  })

  it('applies field rules inside a shown section', () => {
    const form = buildForm([
      sectionInput(1, [fieldInput(1, 'attendance')]),
      sectionInput(2, [
        fieldInput(2, 'short_answer'),
        fieldInput(3, 'short_answer', { rules: [{ target: 'FIELD-1', operator: 'EQUAL', value: '0' }] }),
      ]),
    ])
    expect([...evaluateVisibility(form, { 1: 1 }, null).fields]).toEqual([1, 2])
    expect([...evaluateVisibility(form, { 1: 0 }, null).fields]).toEqual([1, 2, 3])
  })

  it('never shows an is_hidden item to the answerer, and shows it (rules still applied) to staff', () => {
    const form = buildForm([
      sectionInput(1, [fieldInput(1, 'attendance'), fieldInput(2, 'short_answer', { is_hidden: 1 })]),
      sectionInput(2, [fieldInput(3, 'short_answer')], {
        is_hidden: true,
        dep_action: 'SHOW',
        rules: [{ target: 'FIELD-1', operator: 'EQUAL', value: '1' }],
      }),
    ])
    expect([...evaluateVisibility(form, { 1: 1 }, null).fields]).toEqual([1])
    const staff = evaluateVisibility(form, { 1: 1 }, null, { showHiddenItems: true })
    expect([...staff.fields]).toEqual([1, 2, 3])
    expect(evaluateVisibility(form, { 1: 0 }, null, { showHiddenItems: true }).sections.has(2)).toBe(false)
  })
})

describe('rules the engine cannot evaluate', () => {
  const sections = (rule: Record<string, unknown>, type = 'dropdown') => [
    sectionInput(1, [fieldInput(1, type, { options: options(11, 12) })]),
    sectionInput(2, [fieldInput(2, 'dropdown', { options: options(21) })], { rules: [rule as never] }),
  ]
  const rejected: [string, Record<string, unknown>, string, Record<string, unknown>?][] = [
    [
      'a target in a later section',
      { target: 'FIELD-2', operator: 'EQUAL', value: '21' },
      'target_not_earlier',
    ],
    ['an unknown field', { target: 'FIELD-99', operator: 'FULL' }, 'invalid_rule_target'],
    ['a malformed target', { target: 'SECTION-1', operator: 'FULL' }, 'invalid_rule_target'],
    [
      'GREATER on a DB column',
      { target: 'DB-city', operator: 'GREATER', value: '3' },
      'operator_not_allowed',
    ],
    ['EQUAL without a value', { target: 'FIELD-1', operator: 'EQUAL' }, 'value_required'],
    [
      'a value that is not an option',
      { target: 'FIELD-1', operator: 'EQUAL', value: '13' },
      'value_not_an_option',
    ],
  ]
  for (const [what, rule, message] of rejected)
    it(`rejects ${what} in the model and ignores it when evaluating`, () => {
      const input = { form_type: 'registration', type: 'PERSONAL', sections: sections(rule) }
      const parsed = formSchema.safeParse(input)
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues.map((issue) => issue.message)).toContain(message)
      // Built without the check (as a stale client might hold it), the rule is ignored: shown.
      const unchecked = formShapeSchema.parse(input)
      expect(evaluateVisibility(unchecked, { 1: 12 }, null).sections.has(2)).toBe(true)
    })

  it('rejects a rule on a field that is not a choice field', () => {
    const parsed = formSchema.safeParse({
      form_type: 'registration',
      type: 'PERSONAL',
      sections: sections({ target: 'FIELD-1', operator: 'FULL' }, 'short_answer'),
    })
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain('target_not_choice')
  })

  it('rejects a rule on a field of its own section (only earlier sections)', () => {
    const parsed = formSchema.safeParse({
      form_type: 'registration',
      type: 'PERSONAL',
      sections: [
        sectionInput(1, [
          fieldInput(1, 'attendance'),
          fieldInput(2, 'short_answer', { rules: [{ target: 'FIELD-1', operator: 'EQUAL', value: '1' }] }),
        ]),
      ],
    })
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['target_not_earlier'])
  })

  it('rejects any rule on an mma form, DB defaults on PUBLIC forms and a second attendance field', () => {
    const mma = formSchema.safeParse({
      form_type: 'mma',
      type: 'PERSONAL',
      sections: sections({ target: 'FIELD-1', operator: 'FULL' }),
    })
    expect(mma.error?.issues.map((issue) => issue.message)).toEqual(['rules_on_mma'])
    const publicForm = formSchema.safeParse({
      form_type: 'registration',
      type: 'PUBLIC',
      sections: [
        sectionInput(1, [
          fieldInput(1, 'attendance', { default_value_type: 'DB', default_value_db: 'status' }),
          fieldInput(2, 'attendance'),
        ]),
      ],
    })
    expect(publicForm.error?.issues.map((issue) => issue.message).sort()).toEqual(
      ['attendance_once', 'db_default_not_allowed'].sort(),
    )
  })
})
