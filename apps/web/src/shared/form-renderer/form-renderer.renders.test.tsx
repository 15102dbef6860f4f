import { buildLargeForm } from '@ajanda/contracts/forms/form-fixtures'
import { fireEvent, render, screen } from '@testing-library/react'
import { Profiler, useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { FieldInputProps } from './field-input-props'
import { FormRenderer } from './form-renderer'
import { detailFromEngine } from './renderer-fixtures'
import { stubBrowser, withMantine } from './renderer-test-utils'

/** Counts the renders of every short-answer input (20 shown on the 40 × 300 form with its answers). */
const renders = vi.hoisted(() => ({ shortAnswer: 0 }))
vi.mock('./field-inputs/text-inputs', async (importOriginal) => {
  const original = await importOriginal<typeof import('./field-inputs/text-inputs')>()
  return {
    ...original,
    ShortAnswerInput: (props: FieldInputProps) => {
      renders.shortAnswer += 1
      return original.ShortAnswerInput(props)
    },
  }
})

beforeAll(stubBrowser)

describe('FormRenderer on a large form (40 sections, 300 fields)', () => {
  it('renders only the changed field on a keystroke, not every field', () => {
    const { form: engineForm, answers: fullAnswers } = buildLargeForm(40, 300)
    const form = detailFromEngine(engineForm)
    const commits: { phase: string; actual: number; base: number }[] = []
    function Host() {
      const [answers, setAnswers] = useState<Record<string, unknown>>(fullAnswers as Record<string, unknown>)
      return (
        <Profiler
          id="renderer"
          onRender={(_id, phase, actual, base) => commits.push({ phase, actual, base })}
        >
          <FormRenderer
            form={form}
            locale="tr"
            answers={answers}
            onChange={(fieldId, value) =>
              setAnswers((previous) => ({ ...previous, [String(fieldId)]: value }))
            }
          />
        </Profiler>
      )
    }
    const started = performance.now()
    render(withMantine(<Host />))
    const mountMs = performance.now() - started
    const shortAnswers = document.querySelectorAll('[data-field-type="short_answer"]').length
    expect(shortAnswers).toBeGreaterThan(10)
    expect(renders.shortAnswer).toBe(shortAnswers)

    const first = screen.getAllByRole('textbox', { name: /^short_answer \d+$/ })[0] as HTMLInputElement
    renders.shortAnswer = 0
    commits.length = 0
    const keystrokes = 10
    const typing = performance.now()
    for (let index = 0; index < keystrokes; index++)
      fireEvent.change(first, { target: { value: `Ayşe Yılmaz${'x'.repeat(index + 1)}` } })
    const typingMs = performance.now() - typing

    // One render of the typed field per keystroke; the other short answers are skipped by memo.
    expect(renders.shortAnswer).toBe(keystrokes)
    expect(first.value).toBe(`Ayşe Yılmaz${'x'.repeat(keystrokes)}`)
    const updates = commits.filter((commit) => commit.phase === 'update')
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
    const actual = median(updates.map((commit) => commit.actual))
    const base = median(updates.map((commit) => commit.base))
    // The work of a keystroke (the median: the first one also warms the update path up) is a small part
    // of rendering the whole tree again.
    expect(actual).toBeLessThan(base / 2)
    console.info(
      `[form-renderer 40x300] fields shown ${document.querySelectorAll('[data-field-id]').length}, ` +
        `mount ${mountMs.toFixed(0)} ms, ${keystrokes} keystrokes ${typingMs.toFixed(0)} ms, ` +
        `median keystroke: React work ${actual.toFixed(1)} ms of ${base.toFixed(1)} ms for the whole tree, ` +
        `short-answer renders ${renders.shortAnswer} for ${shortAnswers} short answers`,
    )
  })
})
