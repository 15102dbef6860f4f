/** A point in viewport coordinates. */
export interface Point {
  x: number
  y: number
}

/** A rectangle in viewport coordinates (a DOMRect or one of dnd-kit's measured rects). */
export interface Box {
  left: number
  right: number
  top: number
  bottom: number
}

export interface ColumnBox<Id> {
  id: Id
  rect: Box
}

/**
 * The column a pointer drag drops on: the column under the pointer, and when the pointer is in the gap
 * between two columns or above or below them (a short board, its scrollbar), the column whose span holds
 * the pointer's x, or the nearest one within `gap` pixels. Never a column outside `visible` (the board's
 * own box: columns scrolled out of it sit under the sidebar or beyond the window) and nothing when the
 * pointer is outside the board sideways or above it. The card's own rectangle plays no part: a card
 * grabbed by its handle at its left edge lies mostly over the next column, which is where the drop went
 * when the overlapping rectangle decided it.
 */
export function columnAtPoint<Id>(
  point: Point,
  columns: readonly ColumnBox<Id>[],
  visible: Box,
  gap = 24,
): Id | null {
  if (point.x < visible.left || point.x > visible.right || point.y < visible.top) return null
  let best: { id: Id; distance: number } | null = null
  for (const { id, rect } of columns) {
    const left = Math.max(rect.left, visible.left)
    const right = Math.min(rect.right, visible.right)
    if (right <= left) continue
    const inside = point.x >= left && point.x <= right
    if (inside && point.y >= rect.top && point.y <= rect.bottom) return id
    const distance = inside ? 0 : Math.min(Math.abs(point.x - left), Math.abs(point.x - right))
    if (distance <= gap && (!best || distance < best.distance)) best = { id, distance }
  }
  return best?.id ?? null
}
