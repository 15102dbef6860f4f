import { expect, type Page, test } from '@playwright/test'
import { DEMO } from './support/env'
import { login, settled } from './support/pages'

/** Signs `email` in within a fresh context and opens /messenger. */
async function messengerOf(browser: import('@playwright/test').Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await login(page, email)
  await page.goto('/messenger')
  await settled(page)
  await expect(page.getByRole('heading', { name: 'Mesajlar', level: 1 })).toBeVisible()
  return page
}

const log = (page: Page) => page.getByRole('log', { name: 'Mesajlar' })
const composer = (page: Page) => page.getByRole('textbox', { name: 'Mesajın' })

test('two colleagues write to each other live, with typing and read receipts', async ({ browser }) => {
  test.setTimeout(180_000)
  const gizem = await messengerOf(browser, DEMO.user)
  const can = await messengerOf(browser, DEMO.team)

  // Gizem starts a direct conversation with Can Öztürk and writes.
  await gizem.getByRole('button', { name: 'Yeni sohbet' }).click()
  const dialog = gizem.getByRole('dialog', { name: 'Yeni sohbet' })
  await dialog.getByRole('combobox', { name: 'Kişiler' }).fill('Can')
  await gizem.getByRole('option', { name: 'Can Öztürk', exact: true }).click()
  // The picker stays open for more people; Tab moves on to the name field and closes it.
  await dialog.getByRole('combobox', { name: 'Kişiler' }).press('Tab')
  await expect(gizem.getByRole('listbox', { name: 'Kişiler' })).toBeHidden()
  await dialog.getByRole('button', { name: 'Sohbeti başlat' }).click()
  await expect(gizem.getByRole('heading', { name: 'Can Öztürk', level: 2 })).toBeVisible()
  const first = `Merhaba Can, yarınki lansman için saat 10:00 uygun mu? ${Date.now()}`
  await composer(gizem).fill(first)
  await composer(gizem).press('Enter')
  await expect(log(gizem).getByText(first)).toBeVisible()
  await expect(composer(gizem)).toHaveValue('')

  // Can's list shows it at once, unread; opening it marks it read and Gizem sees the receipt.
  const conversation = can.getByRole('button', { name: /Gizem Aydın/ })
  await expect(conversation.getByLabel('1 okunmamış')).toBeVisible({ timeout: 15_000 })
  await conversation.click()
  await expect(log(can).getByText(first)).toBeVisible()
  await expect(log(gizem).getByText('Görüldü')).toBeVisible({ timeout: 15_000 })

  // Can types: Gizem sees it; his answer arrives without a reload.
  await composer(can).pressSequentially('Uygun')
  await expect(gizem.getByText('Can Öztürk yazıyor…')).toBeVisible({ timeout: 15_000 })
  const answer = `Uygun, görüşürüz! ${Date.now()}`
  await composer(can).fill(answer)
  await can.getByRole('button', { name: 'Gönder' }).click()
  await expect(log(gizem).getByText(answer)).toBeVisible({ timeout: 15_000 })
  await expect(gizem.getByText('Can Öztürk yazıyor…')).toHaveCount(0)
  await settled(gizem)

  // Shift+Enter breaks the line instead of sending.
  await composer(gizem).fill('Birinci satır')
  await composer(gizem).press('Shift+Enter')
  await composer(gizem).pressSequentially('İkinci satır')
  await expect(composer(gizem)).toHaveValue('Birinci satır\nİkinci satır')
})
