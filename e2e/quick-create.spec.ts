import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/axe'
import { DEMO } from './support/env'
import { login } from './support/pages'

/** staff-app.md "Quick-create menu": the agency users' eleven tiles, in order. */
const AGENCY_ITEMS = [
  'İş Fırsatı',
  'Yapılacak',
  'Toplantı',
  'Avans Talebi',
  'Masraf Formu',
  'Kredi Kartı Talebi',
  'Ödeme Talebi',
  'İzin Talebi',
  'Operasyon Katılımı',
  'Keşif ve Fuar Katılımı',
  'Kişi',
]

test.describe('quick-create', () => {
  test('an agency user opens every quick-create item and closes it', async ({ page }) => {
    await login(page, DEMO.user)
    const menu = page.getByRole('dialog', { name: 'Yeni bir ...' })
    await page.getByRole('button', { name: 'Yeni oluştur' }).click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('button')).toHaveText(AGENCY_ITEMS)
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    for (const item of AGENCY_ITEMS) {
      await page.getByRole('button', { name: 'Yeni oluştur' }).click()
      await menu.getByRole('button', { name: item, exact: true }).click()
      await expect(menu).toBeHidden()
      // The item's modal: the one dialog with a close button (the menu itself has none).
      const modal = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Kapat' }) })
      await expect(modal, item).toBeVisible()
      await modal.getByRole('button', { name: 'Kapat' }).first().click()
      await expect(modal, item).toHaveCount(0)
    }
  })

  test('a CLIENT user sees only the project items', async ({ page }) => {
    await login(page, DEMO.client)
    await page.getByRole('button', { name: 'Yeni oluştur' }).click()
    const menu = page.getByRole('dialog', { name: 'Yeni bir ...' })
    await expect(menu.getByRole('button')).toHaveText(['Proje', 'Proje formunu aç'])
  })
})
