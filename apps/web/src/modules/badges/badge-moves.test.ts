import type { BadgeElement } from '@ajanda/contracts/badges.contract'
import { describe, expect, it } from 'vitest'
import { keyedChange, placedFromPixels } from './badge-moves'

const qr: BadgeElement = { id: 'q', type: 'qr', x_mm: 10, y_mm: 10, width_mm: 20, height_mm: 20 }
const badge = { width_mm: 54, height_mm: 86 }

describe('badge element moves', () => {
  it('moves 1 mm a press, 5 mm with Shift, and resizes with Alt', () => {
    expect(keyedChange(qr, 'ArrowRight', { shift: false, alt: false }, badge)).toMatchObject({
      x_mm: 11,
      y_mm: 10,
    })
    expect(keyedChange(qr, 'ArrowUp', { shift: true, alt: false }, badge)).toMatchObject({
      x_mm: 10,
      y_mm: 5,
    })
    expect(keyedChange(qr, 'ArrowDown', { shift: false, alt: true }, badge)).toMatchObject({ height_mm: 21 })
    expect(keyedChange(qr, 'Enter', { shift: false, alt: false }, badge)).toBeNull()
  })

  it('keeps the element within the badge', () => {
    expect(keyedChange({ ...qr, x_mm: 33 }, 'ArrowRight', { shift: true, alt: false }, badge)).toMatchObject({
      x_mm: 34,
    })
    expect(keyedChange({ ...qr, x_mm: 1 }, 'ArrowLeft', { shift: true, alt: false }, badge)).toMatchObject({
      x_mm: 0,
    })
  })

  it('turns canvas pixels into millimetres', () => {
    expect(placedFromPixels(qr, { x: 40, y: 80, width: 60, height: 60 }, 4, badge)).toMatchObject({
      x_mm: 10,
      y_mm: 20,
      width_mm: 15,
      height_mm: 15,
    })
  })
})
