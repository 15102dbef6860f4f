import { describe, expect, it } from 'vitest'
import {
  columnTotals,
  groupTargetRows,
  parentKeys,
  parseTargetAmount,
  quarterTotals,
  rowValues,
  visibleTargetRows,
  yearTotal,
} from './targets-grid'

describe('targets grid sums', () => {
  const months = [100, 200, 300, null, null, null, 50, null, 0, 1, 2, 999_999_999_999]

  it('sums quarters, leaving a quarter with no target empty', () => {
    expect(quarterTotals(months)).toEqual([600, null, 50, 1_000_000_000_002])
  })

  it('sums the year exactly, even at twelve maximum months', () => {
    expect(yearTotal(months)).toEqual(1_000_000_000_652)
    expect(yearTotal(Array(12).fill(999_999_999_999))).toBe(11_999_999_999_988)
    expect(yearTotal(Array(12).fill(null))).toBeNull()
  })

  it('gives 17 values in column order', () => {
    const values = rowValues(months)
    expect(values).toHaveLength(17)
    expect(values.slice(0, 12)).toEqual(months)
    expect(values.slice(12)).toEqual([600, null, 50, 1_000_000_000_002, 1_000_000_000_652])
  })

  it('totals columns over rows', () => {
    const totals = columnTotals([{ amounts: months }, { amounts: [1, ...Array(11).fill(null)] }])
    expect(totals[0]).toBe(101)
    expect(totals[3]).toBeNull()
    expect(totals[12]).toBe(601)
    expect(totals[16]).toBe(1_000_000_000_653)
  })
})

describe('targets grid rows', () => {
  const divisions = [
    { id: 2, name: 'Şirket Etkinlikleri' },
    { id: 1, name: 'Çözüm Ortaklığı' },
  ]
  const teams = [
    { id: 10, name: 'Kongre', division_id: 2 },
    { id: 11, name: 'Bağımsız', division_id: null },
    { id: 12, name: 'Ana Takım', division_id: 2 },
  ]
  const users = [
    { id: 100, name: 'Zeynep', division_id: 2, team_id: 10 },
    { id: 101, name: 'Ahmet', division_id: 2, team_id: 10 },
    { id: 102, name: 'Ümit', division_id: 2, team_id: null },
    { id: 103, name: 'Ceren', division_id: null, team_id: 11 },
    { id: 104, name: 'İpek', division_id: null, team_id: null, inactive: true },
  ]
  const rows = groupTargetRows(divisions, teams, users)

  it('orders division → team → user by the Turkish alphabet, loose teams and users last', () => {
    expect(rows.map((row) => [row.key, row.parent_key, row.depth])).toEqual([
      ['DIVISION-1', null, 0],
      ['DIVISION-2', null, 0],
      ['TEAM-12', 'DIVISION-2', 1],
      ['TEAM-10', 'DIVISION-2', 1],
      ['USER-101', 'TEAM-10', 2],
      ['USER-100', 'TEAM-10', 2],
      ['USER-102', 'DIVISION-2', 1],
      ['TEAM-11', null, 0],
      ['USER-103', 'TEAM-11', 1],
      ['USER-104', null, 0],
    ])
    expect(rows.find((row) => row.key === 'USER-104')?.inactive).toBe(true)
    expect(rows.find((row) => row.key === 'USER-100')?.inactive).toBe(false)
  })

  it('hides the rows under a collapsed group, grandchildren included', () => {
    expect(visibleTargetRows(rows, new Set(['DIVISION-2'])).map((row) => row.key)).toEqual([
      'DIVISION-1',
      'DIVISION-2',
      'TEAM-11',
      'USER-103',
      'USER-104',
    ])
    expect(visibleTargetRows(rows, new Set(['TEAM-10'])).map((row) => row.key)).not.toContain('USER-100')
    expect(visibleTargetRows(rows, new Set())).toHaveLength(rows.length)
    expect([...parentKeys(rows)].sort()).toEqual(['DIVISION-2', 'TEAM-10', 'TEAM-11'])
  })
})

describe('typed amounts', () => {
  it('reads whole numbers in Turkish or plain notation', () => {
    expect(parseTargetAmount('1.250.000')).toBe(1_250_000)
    expect(parseTargetAmount(' 1250000 ')).toBe(1_250_000)
    expect(parseTargetAmount('1 250 000')).toBe(1_250_000)
    expect(parseTargetAmount('0')).toBe(0)
    expect(parseTargetAmount('')).toBeNull()
  })

  it('refuses decimals, negatives and words', () => {
    for (const text of ['12,5', '-3', 'abc', '1.25', '1e6', '12.34.567'])
      expect(parseTargetAmount(text)).toBeUndefined()
  })
})
