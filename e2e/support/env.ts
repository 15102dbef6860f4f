import os from 'node:os'
import path from 'node:path'

/** The e2e server: its own port and a data dir that the web server command empties first. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const BASE_URL = `http://localhost:${E2E_PORT}`
export const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'ajanda-e2e-data'))
export const OUTBOX_DIR = path.join(DATA_DIR, 'outbox')

export const DEMO_PASSWORD = 'demo1234'
export const DEMO = {
  admin: 'admin@demo.ajanda.test',
  division: 'division@demo.ajanda.test',
  team: 'team@demo.ajanda.test',
  user: 'user@demo.ajanda.test',
  client: 'client@demo.ajanda.test',
  otherAdmin: 'admin@other.ajanda.test',
} as const
