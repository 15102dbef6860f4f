import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cssVariablesResolver, theme } from '../theme'
import { CountedTextarea } from './counted-textarea'

/** Mantine's autosize listens for web fonts; jsdom has no FontFaceSet. */
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  })
}

function counterFor(value: string) {
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <CountedTextarea label="Açıklama" maxLength={500} value={value} onChange={() => {}} />
    </MantineProvider>,
  )
  return screen.getByTestId('char-counter')
}

describe('CountedTextarea', () => {
  it('counts the characters against the limit', () => {
    const counter = counterFor('Merhaba')
    expect(counter.textContent).toBe('7 / 500')
    expect(counter.getAttribute('data-warning')).toBe('false')
  })

  it('stays calm 10 characters before the limit', () => {
    expect(counterFor('a'.repeat(490)).getAttribute('data-warning')).toBe('false')
  })

  it('turns red in the last 10 characters', () => {
    const counter = counterFor('a'.repeat(491))
    expect(counter.getAttribute('data-warning')).toBe('true')
    expect(counter.textContent).toBe('491 / 500')
  })

  it('caps the input at the limit', () => {
    counterFor('')
    expect(screen.getByRole('textbox', { name: 'Açıklama' }).getAttribute('maxlength')).toBe('500')
  })
})
