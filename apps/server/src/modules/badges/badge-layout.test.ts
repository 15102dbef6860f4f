import { BADGE_SIZES } from '@ajanda/contracts/badges.contract'
import { describe, expect, it } from 'vitest'
import { A4_MM, cropMarks, mmToPt, qrRuns, SHEET_MARGIN_MM, sheetLayout, slotOf } from './badge-layout'

describe('badge layout', () => {
  it('converts millimetres to points (25.4 mm is 72 pt; A4 is 595.28 × 841.89 pt)', () => {
    expect(mmToPt(25.4)).toBeCloseTo(72, 10)
    expect(mmToPt(A4_MM.width)).toBeCloseTo(595.28, 2)
    expect(mmToPt(A4_MM.height)).toBeCloseTo(841.89, 2)
  })

  it('puts nine CR80 cards on a sheet with margins and crop marks, centred', () => {
    const { width_mm, height_mm } = BADGE_SIZES.CR80
    const layout = sheetLayout(width_mm, height_mm)
    expect([layout.columns, layout.rows, layout.perSheet, layout.marks]).toEqual([3, 3, 9, true])
    const first = layout.slots[0]
    const last = layout.slots[8]
    expect(first?.x).toBeCloseTo((210 - 3 * width_mm) / 2, 6)
    expect(first?.y).toBeGreaterThanOrEqual(SHEET_MARGIN_MM)
    // Edge to edge: the last badge's right edge mirrors the first's left margin.
    expect((last?.x ?? 0) + width_mm).toBeCloseTo(210 - (first?.x ?? 0), 6)
  })

  it('drops the margins for A6, which fits four to a sheet only edge to edge (and then has no marks)', () => {
    const layout = sheetLayout(BADGE_SIZES.A6.width_mm, BADGE_SIZES.A6.height_mm)
    expect([layout.columns, layout.rows, layout.marks]).toEqual([2, 2, false])
    expect(layout.slots.map((slot) => [slot.x, slot.y])).toEqual([
      [0, 0.5],
      [105, 0.5],
      [0, 148.5],
      [105, 148.5],
    ])
    expect(cropMarks(layout, 105, 148)).toEqual([])
  })

  it('puts two 10×15 badges side by side', () => {
    const layout = sheetLayout(BADGE_SIZES['10X15'].width_mm, BADGE_SIZES['10X15'].height_mm)
    expect([layout.columns, layout.rows, layout.marks]).toEqual([2, 1, true])
  })

  it('keeps every crop mark off the badges, one pair per cut line', () => {
    const layout = sheetLayout(60, 90)
    const marks = cropMarks(layout, 60, 90)
    expect(marks).toHaveLength(2 * (layout.columns + 1) + 2 * (layout.rows + 1))
    const first = layout.slots[0] ?? { x: 0, y: 0 }
    const right = first.x + layout.columns * 60
    const bottom = first.y + layout.rows * 90
    for (const mark of marks) {
      const inside = (x: number, y: number) => x > first.x && x < right && y > first.y && y < bottom
      expect(inside(mark.x1, mark.y1) || inside(mark.x2, mark.y2)).toBe(false)
      expect(Math.min(mark.x1, mark.x2, mark.y1, mark.y2)).toBeGreaterThanOrEqual(0)
    }
  })

  it('numbers pages and slots', () => {
    expect(slotOf(0, 9)).toEqual({ page: 0, slot: 0 })
    expect(slotOf(9, 9)).toEqual({ page: 1, slot: 0 })
    expect(slotOf(20, 9)).toEqual({ page: 2, slot: 2 })
  })

  it('joins a QR row into runs of dark modules', () => {
    expect(
      qrRuns([
        [true, true, false, true],
        [false, false, false, false],
        [true, false, true, true],
      ]),
    ).toEqual([
      { row: 0, start: 0, length: 2 },
      { row: 0, start: 3, length: 1 },
      { row: 2, start: 0, length: 1 },
      { row: 2, start: 2, length: 2 },
    ])
  })
})
