import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'
import type { DbOrTx } from './db'
import { createStatementCache, GENERIC_PLAN_OPTION, type StatementValue } from './statement-cache'

/** A pool that answers every query with the config it was given, without a database behind it. */
function recordingPool() {
  const pool = new pg.Pool()
  const sent: { name: string; text: string; values: unknown[] }[] = []
  ;(pool as unknown as { query: (config: unknown) => Promise<unknown> }).query = async (config) => {
    sent.push(config as (typeof sent)[number])
    return { rows: [config] }
  }
  return { db: { $client: pool } as unknown as DbOrTx, sent }
}

const byName = (value: StatementValue) =>
  sql`select * from t where name = ${value('name')} limit ${value('limit')}`

describe('createStatementCache', () => {
  it('builds a shape once on PostgreSQL and runs it as one named statement with each call’s values', async () => {
    const { db, sent } = recordingPool()
    const statements = createStatementCache(10)
    let builds = 0
    const build = (value: StatementValue) => {
      builds++
      return byName(value)
    }
    await statements.run(db, 'by-name', { name: 'ayşe', limit: 20 }, build)
    await statements.run(db, 'by-name', { name: 'mehmet', limit: 5 }, build)
    expect(builds).toBe(1)
    expect(sent.map((query) => query.values)).toEqual([
      ['ayşe', 20],
      ['mehmet', 5],
    ])
    expect(sent[0]?.text).toBe('select * from t where name = $1 limit $2')
    expect(sent[0]?.name).toMatch(/^ajanda_[0-9a-f]{24}$/)
    expect(sent[1]?.name).toBe(sent[0]?.name)
  })

  it('keeps at most its bound of shapes, the least recently used out', async () => {
    const { db } = recordingPool()
    const statements = createStatementCache(2)
    let builds = 0
    const build = (value: StatementValue) => {
      builds++
      return byName(value)
    }
    for (const shape of ['a', 'b', 'a', 'c', 'a', 'b'])
      await statements.run(db, shape, { name: 'x', limit: 1 }, build)
    // a, b, (a again), c pushes b out, (a again), b is built again.
    expect(builds).toBe(4)
    expect(statements.size).toBe(2)
  })

  it('fails on a value it was not given rather than sending a statement short of one', async () => {
    const { db } = recordingPool()
    await expect(createStatementCache(2).run(db, 'by-name', { name: 'x' }, byName)).rejects.toThrow(/limit/)
  })

  it('elsewhere (the embedded database, a transaction) builds the SQL with the values each time', async () => {
    const executed: unknown[] = []
    const db = {
      execute: async (query: unknown) => {
        executed.push(query)
        return { rows: [{ ok: 1 }] }
      },
    } as unknown as DbOrTx
    const statements = createStatementCache(2)
    expect(await statements.run(db, 'by-name', { name: 'x', limit: 1 }, byName)).toEqual([{ ok: 1 }])
    await statements.run(db, 'by-name', { name: 'y', limit: 2 }, byName)
    expect(executed).toHaveLength(2)
    expect(statements.size).toBe(0)
    await expect(statements.run(db, 'by-name', { name: 'x' }, byName)).rejects.toThrow(/No value for "limit"/)
  })

  it('runs a generic-plan statement on connections of their own with that setting, and closes them', async () => {
    const { db, sent } = recordingPool()
    const main = (db as unknown as { $client: pg.Pool }).$client
    main.options.options = '-c jit=off'
    const generic: { options: string | undefined; name: string }[] = []
    const query = vi.spyOn(pg.Pool.prototype, 'query').mockImplementation(async function (
      this: pg.Pool,
      config: unknown,
    ) {
      generic.push({
        options: (this.options as pg.PoolConfig).options,
        name: (config as { name: string }).name,
      })
      return { rows: [] } as never
    } as never)
    const end = vi.spyOn(pg.Pool.prototype, 'end')
    try {
      const statements = createStatementCache(2)
      await statements.run(db, 'by-name', { name: 'x', limit: 1 }, byName, { plan: 'generic' })
      await statements.run(db, 'by-name', { name: 'y', limit: 2 }, byName, { plan: 'generic' })
      await statements.run(db, 'by-name', { name: 'z', limit: 3 }, byName)
      // The app's pool gets only the statement left to PostgreSQL's choice; one second pool the others.
      expect(sent).toHaveLength(1)
      expect(generic.map((each) => each.options)).toEqual([
        `-c jit=off ${GENERIC_PLAN_OPTION}`,
        `-c jit=off ${GENERIC_PLAN_OPTION}`,
      ])
      expect(generic[0]?.name).toBe(sent[0]?.name)
      await statements.close()
      expect(end).toHaveBeenCalledTimes(1)
    } finally {
      query.mockRestore()
      end.mockRestore()
    }
  })
})
