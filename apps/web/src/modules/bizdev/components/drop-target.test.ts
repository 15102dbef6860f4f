import { describe, expect, it } from 'vitest'
import { columnAtPoint } from './drop-target'

/** Three 260 px columns 12 px apart from x = 100, 300 px tall from y = 50; the board shows x 100–600. */
const columns = [0, 1, 2].map((id) => ({
  id,
  rect: { left: 100 + id * 272, right: 360 + id * 272, top: 50, bottom: 350 },
}))
const board = { left: 100, right: 600, top: 20, bottom: 420 }

describe('columnAtPoint', () => {
  it('is the column under the pointer', () => {
    expect(columnAtPoint({ x: 120, y: 100 }, columns, board)).toBe(0)
    expect(columnAtPoint({ x: 500, y: 300 }, columns, board)).toBe(1)
  })

  it("is the pointer's column below the cards, not the next column the card's right part covers", () => {
    expect(columnAtPoint({ x: 340, y: 380 }, columns, board)).toBe(0)
    expect(columnAtPoint({ x: 620 - 30, y: 400 }, columns, board)).toBe(1)
  })

  it('takes the nearer column in the gap between two', () => {
    expect(columnAtPoint({ x: 363, y: 100 }, columns, board)).toBe(0)
    expect(columnAtPoint({ x: 370, y: 100 }, columns, board)).toBe(1)
  })

  it('never picks a column scrolled out of the board, and nothing outside the board', () => {
    const scrolled = columns.map(({ id, rect }) => ({
      id,
      rect: { ...rect, left: rect.left - 300, right: rect.right - 300 },
    }))
    // Column 0 spans x -200..60 now: under the sidebar, not a target.
    expect(columnAtPoint({ x: 40, y: 100 }, scrolled, board)).toBeNull()
    expect(columnAtPoint({ x: 110, y: 100 }, scrolled, board)).toBe(1)
    expect(columnAtPoint({ x: 650, y: 100 }, columns, board)).toBeNull()
    expect(columnAtPoint({ x: 200, y: 10 }, columns, board)).toBeNull()
  })

  it('gives nothing when no column is near', () => {
    expect(columnAtPoint({ x: 590, y: 100 }, [columns[0] as (typeof columns)[number]], board)).toBeNull()
  })
})
