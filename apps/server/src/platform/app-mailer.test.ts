import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../app'
import { openCopyOfTemplate } from '../test-support/test-app'
import { loadConfig } from './config'
import { ALL_JOBS, createInlineJobQueue, MAIL_SEND, type ManagedJobQueue } from './jobs/index'
import type { Mailer } from './mail'

/** Issue 18: the app's own mailer (not a test's) says the configured sender and is closed with the app. */
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function appWith(
  env: Record<string, string>,
  options: { mailer?: Mailer; jobs?: ManagedJobQueue } = {},
) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ajanda-mailer-'))
  const { database, drop } = await openCopyOfTemplate()
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, APP_URL: 'http://ajanda.test', ...env }),
    webDistDir: undefined,
  }
  const jobs = options.jobs ?? createInlineJobQueue(ALL_JOBS, { run: [MAIL_SEND] })
  const app = await buildApp({
    config,
    database,
    jobs,
    logger: false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
  })
  await app.ready()
  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    await app.close()
  }
  cleanups.push(async () => {
    await close()
    await drop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })
  return { app, jobs, dataDir, close }
}

describe("the app's mailer (issue 18)", () => {
  it('writes the outbox .eml from MAIL_FROM, not the default sender', async () => {
    const { jobs, dataDir } = await appWith({ MAIL_FROM: 'Demo Ajans <bildirim@ajans.test>' })
    await jobs.enqueue(MAIL_SEND, { to: 'kisi@ornek.com', subject: 'Gönderen denemesi', text: 'Merhaba' })
    const outbox = path.join(dataDir, 'outbox')
    const eml = (await fs.readdir(outbox)).filter((name) => name.endsWith('.eml'))
    expect(eml).toHaveLength(1)
    const message = await fs.readFile(path.join(outbox, eml[0] as string), 'utf8')
    expect(message).toMatch(/^From: Demo Ajans <bildirim@ajans\.test>\r?$/m)
  })

  it('closes the mailer when the app closes, after the queue stopped', async () => {
    const order: string[] = []
    const inline = createInlineJobQueue(ALL_JOBS, { run: false })
    const jobs: ManagedJobQueue = {
      ...inline,
      async stop() {
        await inline.stop()
        order.push('queue stopped')
      },
    }
    const mailer: Mailer = {
      async send() {},
      async close() {
        order.push('mailer closed')
      },
    }
    const { close } = await appWith({}, { mailer, jobs })
    await close()
    expect(order).toEqual(['queue stopped', 'mailer closed'])
  })

  it("closes the SMTP pool's connections when the app closes", async () => {
    const createTransport = nodemailer.createTransport.bind(nodemailer)
    const closed = vi.fn()
    const spy = vi.spyOn(nodemailer, 'createTransport').mockImplementation(((...args: unknown[]) => {
      const transport = (createTransport as (...a: unknown[]) => ReturnType<typeof createTransport>)(...args)
      const closeTransport = transport.close.bind(transport)
      transport.close = () => {
        closed()
        closeTransport()
      }
      return transport
    }) as typeof nodemailer.createTransport)
    cleanups.push(async () => spy.mockRestore())
    const { close } = await appWith({ SMTP_URL: 'smtp://127.0.0.1:2525' })
    expect(spy).toHaveBeenCalled()
    await close()
    expect(closed).toHaveBeenCalledOnce()
  })
})
