import fs from 'node:fs/promises'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { expectAccessible } from './support/axe'
import { DEMO, OUTBOX_DIR } from './support/env'
import { login } from './support/pages'
import { pickOption } from './support/requests'

const CLIENT = 'Marmara İlaç Sanayi A.Ş.'
const CONTACT = `Dr. Selin Aktaş (${CLIENT})`
const CONTACT_EMAIL = 'selin.aktas@marmarailac.com.tr'

interface InvitationMail {
  to: string
  subject: string
  icalEvent?: { method: string; filename: string; content: string }
}

/** The invitation to `email` for the meeting with this UID, written to the outbox since `since`. */
async function invitationTo(email: string, uid: string, since: number): Promise<InvitationMail | null> {
  const names = await fs.readdir(OUTBOX_DIR).catch(() => [] as string[])
  for (const name of names.filter((n) => n.endsWith('.json') && Number(n.split('-')[0]) >= since)) {
    const mail = JSON.parse(await fs.readFile(path.join(OUTBOX_DIR, name), 'utf8')) as InvitationMail
    if (mail.to.toLowerCase() === email.toLowerCase() && mail.icalEvent?.content.includes(`UID:${uid}`))
      return mail
  }
  return null
}

async function openNewMeeting(page: Page) {
  await page.getByRole('button', { name: 'Yeni oluştur' }).click()
  const menu = page.getByRole('dialog', { name: 'Yeni bir ...' })
  await menu.getByRole('button', { name: 'Toplantı', exact: true }).click()
  const modal = page.getByRole('dialog', { name: 'Yeni toplantı' })
  await expect(modal).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Kaydet' })).toBeVisible()
  return modal
}

test.describe('meetings', () => {
  test('creates a meeting with a client contact and a guest; both get the iCalendar invitation', async ({
    page,
  }) => {
    const since = Date.now()
    const guest = `misafir.${since}@ornek.com`
    await login(page, DEMO.user)
    const modal = await openNewMeeting(page)

    await pickOption(page, modal, 'Toplantı türü', 'Müşteri Toplantısı')
    await modal.getByText('Müşteri ofisi', { exact: true }).click()
    await expect(modal.getByRole('radio', { name: 'Müşteri ofisi' })).toBeChecked()
    await modal.getByRole('textbox', { name: 'Adres / yer' }).fill('Kozyatağı, toplantı salonu')
    const client = modal.getByRole('combobox', { name: 'Müşteri', exact: true })
    await client.fill('Marmara')
    await page.getByRole('option', { name: CLIENT, exact: true }).click()
    await modal.getByRole('combobox', { name: 'Katılımcılar' }).click()
    await page.getByRole('option', { name: CONTACT, exact: true }).click()
    await page.keyboard.press('Escape')

    // A bad guest address is named under the field, and saving waits for a fix.
    const externals = modal.getByRole('textbox', { name: 'Dış katılımcılar' })
    await externals.fill(`${guest}, yanlis-adres`)
    await expect(modal.getByText('Geçerli bir e-posta adresi girmelisin: yanlis-adres')).toBeVisible()
    await externals.fill(guest)
    // Without a linked calendar account sharing is off, with the way to link one.
    await expect(modal.getByRole('switch', { name: 'Takvim hesabımla paylaş' })).toBeDisabled()
    await expect(modal.getByRole('link', { name: 'Profil sayfasına git' })).toBeVisible()
    await expect(modal.getByRole('textbox', { name: 'Toplantı sonrası not' })).toBeDisabled()
    await expectAccessible(page)

    const saved = page.waitForResponse(
      (r) => /\/api\/v1\/meetings(\?|$)/.test(r.url()) && r.request().method() === 'POST',
    )
    await modal.getByRole('button', { name: 'Kaydet' }).click()
    const answer = await saved
    expect(answer.status()).toBe(200)
    const meeting = ((await answer.json()) as { data: { id: number; uid: string } }).data
    await expect(page.getByText('Toplantı oluşturuldu, davetler gönderildi.')).toBeVisible()
    await expect(modal).toBeHidden()

    for (const email of [guest, CONTACT_EMAIL]) {
      let mail: InvitationMail | null = null
      await expect
        .poll(async () => {
          mail = await invitationTo(email, meeting.uid, since)
          return mail !== null
        })
        .toBe(true)
      const invitation = mail as unknown as InvitationMail
      expect(invitation.icalEvent?.method).toBe('REQUEST')
      expect(invitation.icalEvent?.content).toContain('METHOD:REQUEST')
      expect(invitation.icalEvent?.content).toContain('BEGIN:VCALENDAR')
    }
  })
})
