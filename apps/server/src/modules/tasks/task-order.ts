/**
 * The order of a section's tasks after `id` is put at `index` (clamped to the list): the other ids keep
 * their order. Used when a task is dragged within or between sections.
 */
export function placeAt(ids: readonly number[], id: number, index: number): number[] {
  const rest = ids.filter((other) => other !== id)
  const at = Math.max(0, Math.min(index, rest.length))
  return [...rest.slice(0, at), id, ...rest.slice(at)]
}

/**
 * The sections' new order from the ids the board sends: exactly the owner's sections, each once;
 * null when the list names a section that is not theirs, repeats one, or leaves one out.
 */
export function sectionOrder(owned: readonly number[], ids: readonly number[]): number[] | null {
  if (ids.length !== owned.length || new Set(ids).size !== ids.length) return null
  const mine = new Set(owned)
  return ids.every((id) => mine.has(id)) ? [...ids] : null
}

/** Seconds until a reminder is due (0 when its time has come). */
export function secondsUntil(moment: Date, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((moment.getTime() - now.getTime()) / 1000))
}
