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
async function newestTo(email: string, since: number): Promise<OutboxMail | null> {
  const names = await fs.readdir(OUTBOX_DIR).catch(() => [] as string[])
  const recent = names.filter((n) => n.endsWith('.json') && Number(n.split('-')[0]) >= since)
  for (const name of recent.sort().reverse()) {
    const mail = JSON.parse(await fs.readFile(path.join(OUTBOX_DIR, name), 'utf8')) as OutboxMail
    if (mail.to.toLowerCase() === email.toLowerCase()) return mail
  }
  return null
}

/** The newest mail written to DATA_DIR/outbox for this address (waits for it to arrive). */
export async function latestMailTo(email: string, since = 0): Promise<OutboxMail> {
  let mail: OutboxMail | null = null
  await expect
    .poll(async () => {
      mail = await newestTo(email, since)
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
