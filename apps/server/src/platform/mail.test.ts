import fs from 'node:fs/promises'
import type net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeSmtpServer } from '../test-support/fake-smtp-server'
import { createOutboxMailer, createSmtpMailer, type MailMessage, PermanentMailError } from './mail'

const invitation: MailMessage = {
  to: 'ayşe@demo.ajanda.test',
  subject: 'Toplantı daveti: Çarşamba',
  text: 'Merhaba Ayşe,\nÇarşamba 10:00 toplantısına davetlisin.',
  html: '<p>Merhaba Ayşe,</p><p>Çarşamba 10:00 toplantısına davetlisin.</p>',
  icalEvent: {
    method: 'REQUEST',
    filename: 'invite.ics',
    content:
      'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:1@ajanda\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
  },
}

describe('the outbox mailer (no SMTP_URL)', () => {
  let dir: string
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ajanda-outbox-'))
  })
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true })
  })

  it('writes a real RFC 5322 .eml beside the JSON: headers, text, HTML and the calendar part', async () => {
    const outbox = path.join(dir, 'one')
    await createOutboxMailer(outbox, 'Ajanda <no-reply@ajanda.test>').send(invitation)
    const names = (await fs.readdir(outbox)).sort()
    expect(names).toHaveLength(2)
    const [eml, json] = names as [string, string]
    expect(eml).toMatch(/^\d+-[0-9a-f]{8}\.eml$/)
    expect(json).toBe(eml.replace(/\.eml$/, '.json'))
    expect(JSON.parse(await fs.readFile(path.join(outbox, json), 'utf8'))).toMatchObject(invitation)

    const message = await fs.readFile(path.join(outbox, eml), 'utf8')
    const [head, ...rest] = message.split('\r\n\r\n')
    const headers = (head ?? '').replace(/\r\n[ \t]+/g, ' ')
    expect(headers).toMatch(/^From: Ajanda <no-reply@ajanda\.test>$/m)
    expect(headers).toMatch(/^To: /m)
    expect(headers).toMatch(/^Subject: =\?UTF-8\?/m) // Turkish letters as an RFC 2047 encoded word
    expect(headers).toMatch(/^Message-ID: <.+>$/m)
    expect(headers).toMatch(/^Date: /m)
    expect(headers).toMatch(/^MIME-Version: 1\.0$/m)
    const boundary = /boundary="?([^";\r\n]+)"?/.exec(headers)?.[1]
    expect(boundary).toBeDefined()
    const body = rest.join('\r\n\r\n')
    // Every part opens with the boundary and the message closes it.
    expect(body).toContain(`--${boundary}\r\n`)
    expect(body.trimEnd().endsWith(`--${boundary}--`)).toBe(true)
    expect(message).toMatch(/Content-Type: text\/plain; charset=utf-8/)
    expect(message).toMatch(/Content-Type: text\/html; charset=utf-8/)
    expect(message).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/)
    // The HTML part decodes back to what was sent (quoted-printable).
    const qp = /Content-Type: text\/html[\s\S]*?\r\n\r\n([\s\S]*?)\r\n--/.exec(message)?.[1] ?? ''
    const decoded = Buffer.from(
      qp.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`),
      'latin1',
    ).toString('latin1')
    expect(decodeURIComponent(decoded)).toBe(invitation.html)
  })

  it('a reader never sees half a mail: each file appears whole, a JSON always after its .eml', async () => {
    const outbox = path.join(dir, 'many')
    const mailer = createOutboxMailer(outbox)
    const big = { ...invitation, html: `<p>${'Uzun bir bülten. '.repeat(60_000)}</p>` }
    let writing = true
    const problems: string[] = []
    const reader = (async () => {
      while (writing) {
        const names = await fs.readdir(outbox).catch(() => [] as string[])
        for (const name of names.filter((n) => n.endsWith('.json'))) {
          const text = await fs.readFile(path.join(outbox, name), 'utf8')
          try {
            expect(JSON.parse(text).html).toBe(big.html)
          } catch {
            problems.push(`${name}: half written (${text.length} characters)`)
          }
          const eml = await fs.stat(path.join(outbox, name.replace(/\.json$/, '.eml'))).catch(() => null)
          if (!eml) problems.push(`${name}: no .eml beside it`)
        }
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    await Promise.all(Array.from({ length: 8 }, () => mailer.send(big)))
    writing = false
    await reader
    expect(problems).toEqual([])
    const names = await fs.readdir(outbox)
    expect(names.filter((n) => n.endsWith('.json'))).toHaveLength(8)
    expect(names.filter((n) => n.endsWith('.eml'))).toHaveLength(8)
    expect(names.filter((n) => n.endsWith('.tmp'))).toEqual([])
  }, 60_000)
})

describe('the SMTP mailer (pooled)', () => {
  const smtp = fakeSmtpServer()
  let url: string
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve))
    url = `smtp://127.0.0.1:${(smtp.server.address() as net.AddressInfo).port}`
  })
  afterAll(async () => {
    await smtp.close()
  })
  const mail = (to: string): MailMessage => ({ to, subject: 'Konu', text: 'Metin' })

  it('sends many mails side by side over a few reused connections', async () => {
    const mailer = createSmtpMailer(url, 'Ajanda <no-reply@ajanda.test>')
    await Promise.all(Array.from({ length: 20 }, (_, n) => mailer.send(mail(`n${n}@demo.ajanda.test`))))
    expect(smtp.accepted).toHaveLength(20)
    expect(smtp.connections()).toBeLessThanOrEqual(5)
  })

  it('a 5xx refusal of the recipient is a PermanentMailError (not retried)', async () => {
    const mailer = createSmtpMailer(url, 'Ajanda <no-reply@ajanda.test>')
    await expect(mailer.send(mail('refused@demo.ajanda.test'))).rejects.toBeInstanceOf(PermanentMailError)
  })

  it('a 4xx reply and a server that is down are temporary (retried by the job)', async () => {
    const mailer = createSmtpMailer(url, 'Ajanda <no-reply@ajanda.test>')
    const busy = await mailer.send(mail('busy@demo.ajanda.test')).catch((error: unknown) => error)
    expect(busy).toBeInstanceOf(Error)
    expect(busy).not.toBeInstanceOf(PermanentMailError)
    const down = createSmtpMailer('smtp://127.0.0.1:1', 'Ajanda <no-reply@ajanda.test>')
    const refused = await down.send(mail('a@demo.ajanda.test')).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(Error)
    expect(refused).not.toBeInstanceOf(PermanentMailError)
  })
})
