import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { loadConfig } from './config'
import { createPglite, openDatabase } from './db'

describe('closing the server', () => {
  it('lets an in-flight request finish, then closes the database', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ajanda-shutdown-'))
    const client = await createPglite()
    const database = await openDatabase({ pglite: client })
    await database.migrate()
    const app = await buildApp({
      config: { ...loadConfig({ DATA_DIR: dataDir }), webDistDir: undefined },
      database,
      logger: false,
    })
    let started = false
    app.get('/api/slow', { config: { access: 'public' } }, async () => {
      started = true
      await new Promise((resolve) => setTimeout(resolve, 300))
      return { done: true }
    })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const inFlight = fetch(`${address}/api/slow`)
    // Close only once the request is in the handler: a fixed wait loses the race on a busy machine.
    while (!started) await new Promise((resolve) => setTimeout(resolve, 5))
    const closing = app.close()
    const response = await inFlight
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ done: true })
    await closing
    expect(client.closed).toBe(true)
    await expect(fetch(`${address}/api/health`)).rejects.toThrow()
    await fs.rm(dataDir, { recursive: true, force: true })
  })
})
