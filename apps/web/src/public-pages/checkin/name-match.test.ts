import type { CheckinRosterEntry } from '@ajanda/contracts/checkin.contract'
import { describe, expect, it } from 'vitest'
import { buildNameIndex, matchName } from './name-match'

const person = (id: number, first: string, last: string, refusal: CheckinRosterEntry['refusal'] = null) =>
  ({
    id,
    acode: `a${id}`,
    first_name: first,
    last_name: last,
    company: null,
    status: 'REGISTERED',
    refusal,
    lists: [],
    main_attendee_id: null,
    here: null,
    last_entry: null,
  }) satisfies CheckinRosterEntry

const index = buildNameIndex([
  person(1, 'Şükrü', 'Öztürk'),
  person(2, 'İpek', 'Işık'),
  person(3, 'Ilgın', 'Çağlar'),
  person(4, 'Ayşe', 'Güneş', 'cancelled'),
  person(5, 'Ayşegül', 'Demir'),
  person(6, 'José', 'Müller'),
])
const ids = (query: string) => matchName(index, query).map((entry) => entry.id)

describe('matchName (Turkish-aware)', () => {
  it('folds both sides: ş/s, ü/u, ö/o, ç/c, ğ/g', () => {
    expect(ids('sukru ozturk')).toEqual([1])
    expect(ids('ŞÜKRÜ')).toEqual([1])
    expect(ids('caglar')).toEqual([3])
    expect(ids('ÇAĞLAR')).toEqual([3])
  })

  it('reads İ/i and I/ı the Turkish way', () => {
    expect(ids('ipek')).toEqual([2])
    expect(ids('İPEK IŞIK')).toEqual([2])
    expect(ids('isik')).toEqual([2])
    expect(ids('ILGIN')).toEqual([3])
    expect(ids('ılgın')).toEqual([3])
  })

  it('matches word prefixes in any order, drops other accents', () => {
    expect(ids('öz şük')).toEqual([1])
    expect(ids('jose')).toEqual([6])
    expect(ids('mul')).toEqual([6])
  })

  it('lists admitted people before refused ones, and nothing for an empty query', () => {
    expect(ids('ayse')).toEqual([5, 4])
    expect(ids('   ')).toEqual([])
    expect(ids('zzz')).toEqual([])
  })

  it('answers from 5,000 names fast', () => {
    const many = buildNameIndex(
      Array.from({ length: 5000 }, (_, i) => person(i + 10, `Ad${i}`, i % 7 === 0 ? 'Çelik' : 'Yıldız')),
    )
    const start = performance.now()
    for (let i = 0; i < 20; i += 1) matchName(many, 'celik ad1')
    expect((performance.now() - start) / 20).toBeLessThan(50)
  })
})
