import type { PGlite } from '@electric-sql/pglite'

const nextTurnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * PGlite runs each statement synchronously on this thread, and hands its connection from one queued
 * statement to the next through promise callbacks alone: while statements queue, no timer, socket or
 * incoming request runs at all (under 100 connections /api/health waited up to 5.5 s, decisions/0021).
 * This makes every statement (and transaction) of the app wait its turn in one queue and lets the event
 * loop run once before each, so requests are read and cheap answers leave between two statements.
 * The order of statements is unchanged: first asked, first run.
 */
export function takeTurnsOnTheEventLoop(client: PGlite): PGlite {
  let queue: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = queue.then(nextTurnOfTheEventLoop).then(run)
    queue = result.catch(() => {})
    return result
  }
  const query = client.query.bind(client)
  const exec = client.exec.bind(client)
  const transaction = client.transaction.bind(client)
  client.query = ((...args: Parameters<PGlite['query']>) => inTurn(() => query(...args))) as PGlite['query']
  client.exec = ((...args: Parameters<PGlite['exec']>) => inTurn(() => exec(...args))) as PGlite['exec']
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    inTurn(() => transaction(...args))) as PGlite['transaction']
  return client
}
