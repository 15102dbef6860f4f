import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../app'
import { loadConfig } from '../../platform/config'
import type { AppContext } from '../../platform/context'
import { ALL_JOBS, createInlineJobQueue } from '../../platform/jobs/index'
import { openCopyOfTemplate, type TestApp } from '../../test-support/test-app'
import { targetsRoutes } from './targets.routes'

/**
 * createTestApp with the targets routes, whether or not app.ts registers them yet (a helper builds the
 * module before the lead wires it): they are added under /api/v1 only when the app lacks them.
 */
export async function createTargetsTestApp(): Promise<Pick<TestApp, 'app' | 'database' | 'close'>> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ajanda-targets-'))
  const { database, drop } = await openCopyOfTemplate()
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, APP_URL: 'http://ajanda.test' }),
    webDistDir: undefined,
    sessionCacheMs: 0,
  }
  const jobs = createInlineJobQueue(ALL_JOBS, { run: [] })
  const mailer = { async send() {} }
  const app = await buildApp({ config, database, mailer, jobs, logger: false })
  if (!app.hasRoute({ method: 'GET', url: '/api/v1/event-companies/:id/targets' })) {
    const ctx = { config, database, db: database.db } as AppContext
    await app.register(async (api) => api.register(targetsRoutes, { ctx }), { prefix: '/api/v1' })
  }
  await app.ready()
  return {
    app,
    database,
    async close() {
      await app.close()
      await drop()
      await fs.rm(dataDir, { recursive: true, force: true })
    },
  }
}
