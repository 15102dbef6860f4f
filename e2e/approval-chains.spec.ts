import { expect, type Page, test } from '@playwright/test'
import { alertTitled } from './support/admin'
import { DEMO } from './support/env'
import { login, settled, visit } from './support/pages'

/** A request type's card on /admin/approval-chain, by its heading. */
const chainCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** Picks an option of a Mantine select inside `scope`, by the select's label. */
async function pick(page: Page, scope: ReturnType<typeof chainCard>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('an admin sets the expense chain to the manager then a named person, and it stays after a reload', async ({
  page,
}) => {
  await login(page, DEMO.admin)
  await visit(page, '/admin/approval-chain')
  await expect(page.getByRole('heading', { name: 'Onay Zincirleri', level: 2 })).toBeVisible()
  const expense = chainCard(page, 'Masraf')
  await expect(expense.getByRole('switch', { name: 'Onay gerekli' })).toBeChecked()

  // Start from one step whatever the seed (or an earlier run) left, then build the two steps.
  while ((await expense.getByRole('button', { name: /\. adımı sil$/ }).count()) > 1)
    await expense
      .getByRole('button', { name: /\. adımı sil$/ })
      .last()
      .click()
  await pick(page, expense, '1. adım', 'Yöneticisi')
  await expense.getByRole('button', { name: 'Adım ekle' }).click()
  await pick(page, expense, '2. adım', 'Kişi')
  const person = expense.getByRole('combobox', { name: 'Kişi seç' })
  await person.click()
  await person.fill('İrem')
  await page.getByRole('option', { name: 'İrem Tekin', exact: true }).click()
  await expense.getByRole('button', { name: 'Kaydet' }).click()
  await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 })

  await page.reload()
  await settled(page)
  const reloaded = chainCard(page, 'Masraf')
  await expect(reloaded.getByRole('combobox', { name: '1. adım', exact: true })).toHaveValue('Yöneticisi')
  await expect(reloaded.getByRole('combobox', { name: '2. adım', exact: true })).toHaveValue('Kişi')
  await expect(reloaded.getByRole('combobox', { name: 'Kişi seç' })).toHaveValue('İrem Tekin')
  await expect(reloaded.getByRole('combobox', { name: '3. adım', exact: true })).toHaveCount(0)
})
