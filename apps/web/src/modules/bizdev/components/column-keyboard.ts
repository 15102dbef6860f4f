import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core'

/**
 * Arrow keys move a dragged card a whole column left or right (and Up/Down a little within it), so a
 * keyboard user reaches any stage in as many presses as columns.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { collisionRect, droppableRects, droppableContainers } = context
  if (event.code === KeyboardCode.Down || event.code === KeyboardCode.Up) {
    event.preventDefault()
    return { ...currentCoordinates, y: currentCoordinates.y + (event.code === KeyboardCode.Down ? 40 : -40) }
  }
  const direction = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0
  if (direction === 0 || !collisionRect) return undefined
  event.preventDefault()
  const center = collisionRect.left + collisionRect.width / 2
  let best: { left: number; top: number; width: number } | null = null
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id)
    if (!rect) continue
    const middle = rect.left + rect.width / 2
    const ahead = direction === 1 ? middle > center + 2 : middle < center - 2
    if (!ahead) continue
    if (!best || Math.abs(middle - center) < Math.abs(best.left + best.width / 2 - center)) best = rect
  }
  if (!best) return undefined
  return { x: best.left + (best.width - collisionRect.width) / 2, y: best.top + 48 }
}
