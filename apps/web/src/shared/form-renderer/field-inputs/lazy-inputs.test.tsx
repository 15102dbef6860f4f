import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Component, type ReactNode, useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { FieldInputProps } from '../field-input-props'
import { withMantine } from '../renderer-test-utils'
import { lazyInput } from './lazy-inputs'

/** An input with state of its own (as a file picker keeps the picked file) that shows its answer. */
function Counter(p: FieldInputProps) {
  const [clicks, setClicks] = useState(0)
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {`clicks ${clicks}, answer ${String(p.value)}`}
    </button>
  )
}

/** A chunk that arrives when the test says so. */
function deferredChunk() {
  let arrive: () => void = () => {}
  let fail: (error: Error) => void = () => {}
  const chunk = new Promise<{ Counter: typeof Counter }>((resolve, reject) => {
    arrive = () => resolve({ Counter })
    fail = reject
  })
  return { load: () => chunk, arrive, fail }
}

const props = (value: unknown) => ({ value }) as unknown as FieldInputProps

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null }
  static getDerivedStateFromError(error: Error) {
    return { error: error.message }
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children
  }
}

describe('lazyInput', () => {
  it('keeps the input mounted, with its own state, when the page renders it again after its chunk came', async () => {
    const chunk = deferredChunk()
    const Lazy = lazyInput(chunk.load, 'Counter')
    const view = render(withMantine(<Lazy {...props('a')} />))
    expect(screen.queryByRole('button')).toBeNull()

    await act(async () => chunk.arrive())
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'clicks 0, answer a' }))
    // The page's answers change (a file's upload came back): the same input, its state kept.
    view.rerender(withMantine(<Lazy {...props('b')} />))
    expect(screen.getByRole('button').textContent).toBe('clicks 1, answer b')
  })

  it('renders at once when the chunk is already in', async () => {
    const chunk = deferredChunk()
    const Lazy = lazyInput(chunk.load, 'Counter')
    render(withMantine(<Lazy {...props('a')} />))
    await act(async () => chunk.arrive())
    await screen.findByRole('button')

    render(withMantine(<Lazy {...props('second')} />))
    expect(screen.getByRole('button', { name: 'clicks 0, answer second' })).toBeTruthy()
  })

  it("throws a chunk's failure to the error boundary", async () => {
    const chunk = deferredChunk()
    const Lazy = lazyInput(chunk.load, 'Counter')
    const quiet = console.error
    console.error = () => {}
    try {
      render(
        withMantine(
          <Boundary>
            <Lazy {...props('a')} />
          </Boundary>,
        ),
      )
      await act(async () => chunk.fail(new Error('chunk gone')))
      expect(await screen.findByText('failed: chunk gone')).toBeTruthy()
    } finally {
      console.error = quiet
    }
  })
})
