import fs from 'node:fs/promises'
import path from 'node:path'
import { expect } from '@playwright/test'
import { OUTBOX_DIR } from './env'

export interface OutboxMail {
  to: string
  subject: string
  text: string
  html?: string
}

/** Files are named `<epoch ms>-<id>.json`; only mails written at or after `since` count. */
async function newestTo(email: string, since: number, subject?: RegExp): Promise<OutboxMail | null> {
  const names = await fs.readdir(OUTBOX_DIR).catch(() => [] as string[])
  const recent = names.filter((n) => n.endsWith('.json') && Number(n.split('-')[0]) >= since)
  for (const name of recent.sort().reverse()) {
    const mail = JSON.parse(await fs.readFile(path.join(OUTBOX_DIR, name), 'utf8')) as OutboxMail
    if (mail.to.toLowerCase() === email.toLowerCase() && (!subject || subject.test(mail.subject))) return mail
  }
  return null
}

/** The newest mail written to DATA_DIR/outbox for this address (waits for it to arrive). */
export async function latestMailTo(email: string, since = 0, subject?: RegExp): Promise<OutboxMail> {
  let mail: OutboxMail | null = null
  // Mails go out through a job queue: an earlier mail may land after `since`, even in the same
  // millisecond as the awaited one; `subject` picks the awaited one.
  await expect
    .poll(async () => {
      mail = await newestTo(email, since, subject)
      return mail !== null
    })
    .toBe(true)
  return mail as unknown as OutboxMail
}

/** The first link of the mail that points at the given path. */
export function linkIn(mail: OutboxMail, pathPart: string): string {
  const links = `${mail.text}\n${mail.html ?? ''}`.match(/https?:\/\/[^\s"'<>]+/g) ?? []
  const link = links.find((candidate) => candidate.includes(pathPart))
  if (!link) throw new Error(`no ${pathPart} link in mail "${mail.subject}"`)
  return link.replaceAll('&amp;', '&')
}
