import { describeFieldType } from '@ajanda/contracts/forms/field-types'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { detailField, detailForm, detailSection } from '../renderer-fixtures'
import { renderStateful, stubBrowser } from '../renderer-test-utils'

/** signature_pad draws on a real canvas; here a stand-in that ends one stroke when asked. */
const pads = vi.hoisted(() => ({ last: null as null | { stroke: () => void; cleared: number } }))
vi.mock('signature_pad', () => ({
  default: class extends EventTarget {
    cleared = 0
    empty = true
    constructor() {
      super()
      pads.last = this as never
      ;(this as unknown as { stroke: () => void }).stroke = () => {
        this.empty = false
        this.dispatchEvent(new Event('endStroke'))
      }
    }
    isEmpty() {
      return this.empty
    }
    clear() {
      this.cleared += 1
      this.empty = true
    }
    off() {}
  },
}))

beforeAll(() => {
  stubBrowser()
  HTMLCanvasElement.prototype.getContext = (() => ({ scale: () => {} })) as never
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback, type?: string) {
    callback(new Blob(['png-bytes'], { type }))
  }
  URL.createObjectURL = () => 'blob:preview/signature'
})

describe('SignatureInput', () => {
  it('answers a drawn signature as a PNG file, and Temizle clears it', async () => {
    const onChange = vi.fn()
    const user = userEvent.setup()
    renderStateful(detailForm([detailSection(1, [detailField(1, 'signature', { title: { tr: 'İmza' } })])]), {
      onChange,
    })
    await waitFor(() => expect(pads.last).not.toBeNull())
    pads.last?.stroke()
    await waitFor(() => expect(onChange).toHaveBeenCalled())
    const answer = onChange.mock.calls.at(-1)?.[1]
    expect(answer).toEqual({ url: 'blob:preview/signature', name: 'imza.png', size: 9, mime: 'image/png' })
    expect(describeFieldType('signature').check(answer, {} as never)).toBeNull()
    expect(await screen.findByText('İmza alındı.')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Temizle' }))
    expect(onChange).toHaveBeenLastCalledWith(1, null)
    expect(pads.last?.cleared).toBe(1)
  })
})
