/** What the chart needs of a person: a GET /users row fits. */
export interface OrgPerson {
  id: number
  full_name: string
  reports_to: number | null
}

export interface OrgNode<P extends OrgPerson> {
  person: P
  children: OrgNode<P>[]
}

/**
 * The reporting tree: everyone under their manager, sorted by name (Turkish collation). Roots are the
 * people without a manager among those shown (no manager, or one who is not in the list). Anyone the
 * roots do not reach (a loop in bad data) becomes a root too, so nobody is lost.
 */
export function buildOrgTree<P extends OrgPerson>(people: readonly P[]): OrgNode<P>[] {
  const collator = new Intl.Collator('tr', { sensitivity: 'base' })
  const byName = (a: OrgNode<P>, b: OrgNode<P>) => collator.compare(a.person.full_name, b.person.full_name)
  const nodes = new Map(people.map((person) => [person.id, { person, children: [] } as OrgNode<P>]))
  const childrenOf = new Map<number, OrgNode<P>[]>()
  const roots: OrgNode<P>[] = []
  for (const node of nodes.values()) {
    const manager = node.person.reports_to
    if (manager === null || manager === node.person.id || !nodes.has(manager)) roots.push(node)
    else childrenOf.set(manager, [...(childrenOf.get(manager) ?? []), node])
  }

  const placed = new Set<number>()
  const attach = (node: OrgNode<P>) => {
    placed.add(node.person.id)
    node.children = (childrenOf.get(node.person.id) ?? []).filter((child) => !placed.has(child.person.id))
    node.children.sort(byName)
    for (const child of node.children) attach(child)
  }
  roots.sort(byName)
  for (const root of roots) attach(root)
  for (const node of [...nodes.values()].sort(byName)) {
    if (placed.has(node.person.id)) continue
    roots.push(node)
    attach(node)
  }
  return roots
}

/** The ids of everyone below a person (for highlighting and to keep a drop off one's own reports). */
export function reportIds<P extends OrgPerson>(roots: readonly OrgNode<P>[], personId: number): Set<number> {
  const found = new Set<number>()
  const walk = (nodes: readonly OrgNode<P>[], inside: boolean) => {
    for (const node of nodes) {
      if (inside) found.add(node.person.id)
      walk(node.children, inside || node.person.id === personId)
    }
  }
  walk(roots, false)
  return found
}
