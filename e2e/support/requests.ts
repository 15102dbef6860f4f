import fs from 'node:fs/promises'
import path from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { OUTBOX_DIR } from './env'
import type { OutboxMail } from './outbox'

/** A 1×1 PNG: the smallest image the receipt upload accepts. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
)

/** Picks an option of a Mantine select by the select's accessible name (scoped to a dialog or drawer). */
export async function pickOption(page: Page, scope: Locator, name: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name, exact: typeof name === 'string' }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** Every link of a mail, `&amp;` decoded. */
function linksOf(mail: OutboxMail): string[] {
  const links = `${mail.text}\n${mail.html ?? ''}`.match(/https?:\/\/[^\s"'<>]+/g) ?? []
  return links.map((link) => link.replaceAll('&amp;', '&'))
}

async function decisionLinkNow(email: string, requestId: number, since: number): Promise<string | null> {
  const names = await fs.readdir(OUTBOX_DIR).catch(() => [] as string[])
  const recent = names.filter((n) => n.endsWith('.json') && Number(n.split('-')[0]) >= since)
  for (const name of recent.sort().reverse()) {
    const mail = JSON.parse(await fs.readFile(path.join(OUTBOX_DIR, name), 'utf8')) as OutboxMail
    if (mail.to.toLowerCase() !== email.toLowerCase()) continue
    const link = linksOf(mail).find((candidate) => candidate.includes(`/approval-decision/${requestId}/`))
    if (link) return link
  }
  return null
}

/**
 * The decision link ("Onayla ya da reddet") mailed to an approver for one request. Other mails may reach
 * the same inbox meanwhile (flows run in parallel), so the newest mail is not enough: the request's id is.
 */
export async function decisionLinkFor(email: string, requestId: number, since: number): Promise<URL> {
  let link: string | null = null
  await expect
    .poll(
      async () => {
        link = await decisionLinkNow(email, requestId, since)
        return link !== null
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return new URL(link as unknown as string)
}
