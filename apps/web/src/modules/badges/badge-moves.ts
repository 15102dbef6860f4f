import type { BadgeElement } from '@ajanda/contracts/badges.contract'

const round = (value: number) => Math.round(value * 10) / 10

/**
 * An element moved or resized by the keyboard (the designer's arrow keys): 1 mm a press, 5 mm with
 * Shift; Alt resizes instead of moving. Always kept within the badge and at least 1 mm large.
 */
export function keyedChange(
  element: BadgeElement,
  key: string,
  options: { shift: boolean; alt: boolean },
  badge: { width_mm: number; height_mm: number },
): BadgeElement | null {
  const step = options.shift ? 5 : 1
  const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[
    key
  ]
  if (!delta) return null
  const [dx = 0, dy = 0] = delta
  if (options.alt) {
    const width_mm = round(Math.min(Math.max(1, element.width_mm + dx), badge.width_mm - element.x_mm))
    const height_mm = round(Math.min(Math.max(1, element.height_mm + dy), badge.height_mm - element.y_mm))
    return { ...element, width_mm, height_mm }
  }
  const x_mm = round(Math.min(Math.max(0, element.x_mm + dx), badge.width_mm - element.width_mm))
  const y_mm = round(Math.min(Math.max(0, element.y_mm + dy), badge.height_mm - element.height_mm))
  return { ...element, x_mm, y_mm }
}

/** Pixels of the canvas back to millimetres within the badge (a drag or a resize with the mouse). */
export function placedFromPixels(
  element: BadgeElement,
  box: { x: number; y: number; width: number; height: number },
  scale: number,
  badge: { width_mm: number; height_mm: number },
): BadgeElement {
  const width_mm = round(Math.min(Math.max(1, box.width / scale), badge.width_mm))
  const height_mm = round(Math.min(Math.max(1, box.height / scale), badge.height_mm))
  const x_mm = round(Math.min(Math.max(0, box.x / scale), badge.width_mm - width_mm))
  const y_mm = round(Math.min(Math.max(0, box.y / scale), badge.height_mm - height_mm))
  return { ...element, x_mm, y_mm, width_mm, height_mm }
}
