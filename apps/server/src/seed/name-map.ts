/** Seed data refers to rows by name; these turn inserted rows back into name → id lookups. */
export const byName = (rows: readonly { id: number; name: string }[]) =>
  new Map(rows.map((r) => [r.name, r.id]))

/** A typo in the demo data fails loudly here rather than as a foreign-key error. */
export function idOf(map: ReadonlyMap<string, number>, name: string, what: string): number {
  const id = map.get(name)
  if (id === undefined) throw new Error(`Seed data: unknown ${what} "${name}"`)
  return id
}
