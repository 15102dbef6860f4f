/**
 * Link rows (parent → child id) as one list of child ids per parent, so that a list and its links
 * load in two queries instead of one query per row. Parents without links get an empty list.
 */
export function groupChildren(
  links: readonly { parent_id: number; child_id: number }[],
): Map<number, number[]> {
  const byParent = new Map<number, number[]>()
  for (const link of links) {
    const children = byParent.get(link.parent_id)
    if (children) children.push(link.child_id)
    else byParent.set(link.parent_id, [link.child_id])
  }
  return byParent
}

export function childrenOf(map: ReadonlyMap<number, number[]>, parentId: number): number[] {
  return map.get(parentId) ?? []
}

/** Groups whole rows by a key (taxes by category). */
export function groupRows<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const byKey = new Map<K, T[]>()
  for (const row of rows) {
    const key = keyOf(row)
    const list = byKey.get(key)
    if (list) list.push(row)
    else byKey.set(key, [row])
  }
  return byKey
}
