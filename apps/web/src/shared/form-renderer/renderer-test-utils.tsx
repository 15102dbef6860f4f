import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { MantineProvider } from '@mantine/core'
import { render } from '@testing-library/react'
import { useState } from 'react'
import { cssVariablesResolver, theme } from '../theme'
import { preloadLazyInputs } from './field-inputs/lazy-inputs'
import { FormRenderer, type FormRendererProps } from './form-renderer'

/**
 * jsdom lacks what some inputs reach for: the FontFaceSet (autosize textarea) and a 2D canvas (signature).
 * Also loads the lazy inputs' chunks, so every field type renders at once (`beforeAll(stubBrowser)`).
 */
export function stubBrowser(): Promise<unknown> {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    })
  HTMLCanvasElement.prototype.getContext = (() => null) as never
  return preloadLazyInputs()
}

export function withMantine(element: React.ReactElement) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      {element}
    </MantineProvider>
  )
}

/** The renderer with its answers kept in state, as a page keeps them; onChange also reports each call. */
export function renderStateful(
  form: FormDetail,
  options: {
    locale?: string
    onChange?: (fieldId: number, value: unknown) => void
  } & Partial<FormRendererProps> = {},
) {
  function Host() {
    const [answers, setAnswers] = useState<Record<string, unknown>>(options.answers ?? {})
    return (
      <FormRenderer
        form={form}
        locale={options.locale ?? 'tr'}
        answers={answers}
        errors={options.errors}
        attendee={options.attendee}
        onChange={(fieldId, value) => {
          options.onChange?.(fieldId, value)
          setAnswers((previous) => ({ ...previous, [String(fieldId)]: value }))
        }}
      />
    )
  }
  return render(withMantine(<Host />))
}
