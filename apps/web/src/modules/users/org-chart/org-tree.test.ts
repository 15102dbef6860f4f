import { describe, expect, it } from 'vitest'
import { buildOrgTree, type OrgNode, type OrgPerson, reportIds } from './org-tree'

const person = (id: number, full_name: string, reports_to: number | null): OrgPerson => ({
  id,
  full_name,
  reports_to,
})

/** The tree as nested names: "Elif(Burak(Can),Murat)". */
function shape(nodes: readonly OrgNode<OrgPerson>[]): string {
  return nodes
    .map((node) =>
      node.children.length > 0 ? `${node.person.full_name}(${shape(node.children)})` : node.person.full_name,
    )
    .join(',')
}

describe('buildOrgTree', () => {
  it('puts everyone under their manager, roots are people without one', () => {
    const tree = buildOrgTree([
      person(1, 'Elif', null),
      person(2, 'Murat', 1),
      person(3, 'Burak', 1),
      person(4, 'Can', 3),
      person(5, 'Zeynep', null),
    ])
    expect(shape(tree)).toBe('Elif(Burak(Can),Murat),Zeynep')
  })

  it('sorts by name with Turkish letters in their place', () => {
    const tree = buildOrgTree([
      person(1, 'Şule', null),
      person(2, 'Sena', null),
      person(3, 'Çağrı', null),
      person(4, 'Cem', null),
      person(5, 'İpek', null),
      person(6, 'Irmak', null),
    ])
    expect(shape(tree)).toBe('Cem,Çağrı,Irmak,İpek,Sena,Şule')
  })

  it('makes a root of someone whose manager is not shown (deactivated or filtered out)', () => {
    const tree = buildOrgTree([person(2, 'Murat', 1), person(4, 'Can', 2)])
    expect(shape(tree)).toBe('Murat(Can)')
  })

  it('loses nobody in a reporting loop of bad data', () => {
    const tree = buildOrgTree([person(1, 'Ada', 2), person(2, 'Bora', 1), person(3, 'Cem', null)])
    expect(shape(tree)).toBe('Cem,Ada(Bora)')
    expect(buildOrgTree([person(7, 'Kendi', 7)]).map((node) => node.person.id)).toEqual([7])
  })

  it('is empty for nobody', () => {
    expect(buildOrgTree([])).toEqual([])
  })
})

describe('reportIds', () => {
  it('lists everyone below a person, not the person', () => {
    const tree = buildOrgTree([
      person(1, 'Elif', null),
      person(2, 'Burak', 1),
      person(3, 'Can', 2),
      person(4, 'Ece', 1),
    ])
    expect([...reportIds(tree, 2)]).toEqual([3])
    expect([...reportIds(tree, 1)].sort()).toEqual([2, 3, 4])
    expect(reportIds(tree, 3).size).toBe(0)
  })
})
