import { describeFieldType } from '@ajanda/contracts/forms/field-types'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { FormRenderer } from '../form-renderer'
import { detailField, detailForm, detailSection } from '../renderer-fixtures'
import { renderStateful, stubBrowser, withMantine } from '../renderer-test-utils'

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

describe('FileUploaderInput', () => {
  const passport = detailForm([
    detailSection(1, [detailField(1, 'file_uploader', { title: { tr: 'Pasaport' }, file_type: 'image' })]),
  ])

  it("shows an answer's file named by the server's upload reference as text, not as a link or an image", () => {
    renderStateful(passport, {
      answers: {
        '1': {
          url: 'upload:abcdefghijklmnop.png.abcdefghijklmnopqrstuv',
          name: 'pasaport.png',
          size: 2048,
          mime: 'image/png',
        },
      },
    })
    expect(screen.getByText('pasaport.png (2 KB)').closest('a')).toBeNull()
    expect(document.querySelector('img[src^="upload:"]')).toBeNull()
  })

  it("keeps the picked file in the picker once the page's upload answers, and previews it locally", async () => {
    const user = userEvent.setup()
    URL.createObjectURL = () => 'blob:local/pasaport'
    const uploadFile = vi.fn(async (_fieldId: number, file: File) => ({
      url: 'upload:abcdefghijklmnop.png.abcdefghijklmnopqrstuv',
      name: file.name,
      size: file.size,
      mime: 'image/png',
    }))
    function Page() {
      const [answers, setAnswers] = useState<Record<string, unknown>>({})
      return (
        <FormRenderer
          form={passport}
          locale="tr"
          answers={answers}
          onChange={(id, value) => setAnswers((current) => ({ ...current, [String(id)]: value }))}
          services={{ uploadFile }}
        />
      )
    }
    render(withMantine(<Page />))
    const input = document.querySelector('input[type="file"]') as HTMLInputElement
    await user.upload(input, new File(['png-bytes'], 'pasaport.png', { type: 'image/png' }))
    await waitFor(() => expect(uploadFile).toHaveBeenCalled())
    await waitFor(() =>
      expect(document.querySelector('img')?.getAttribute('src')).toBe('blob:local/pasaport'),
    )
    expect(screen.getByRole('button', { name: 'Pasaport' }).textContent).toContain('pasaport.png')
  })
})
