import { expect, type Locator, type Page, test } from '@playwright/test'
import { alertTitled, openDialog } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO } from './support/env'
import { login, settled, visit } from './support/pages'

/** Picks an option of a Mantine select inside `scope`, by the select's label. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('an admin defines a budget category with two tax rows, an item and a group; a used category stays', async ({
  page,
}) => {
  // Three tabs and three modals, each with its axe check, on a shared machine.
  test.setTimeout(240_000)
  const stamp = Date.now()
  const category = `Sahne ${stamp}`
  const item = `Işık Kulesi ${stamp}`
  const group = `Işık Seçenekleri ${stamp}`
  await login(page, DEMO.admin)
  await visit(page, '/admin/budgets')
  await expect(page).toHaveURL('/admin/budgets/budget-categories')
  await expect(page.getByRole('heading', { level: 1, name: 'Bütçe Tanımları' })).toBeVisible()
  // The seeded categories with their VAT shown as a percent.
  const konaklama = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Konaklama', exact: true }) })
  await expect(konaklama).toContainText('%10')

  // The modal: saving waits for a name and a VAT rate; one tax row is always there.
  await page.getByRole('button', { name: 'Yeni Bütçe Kategorisi' }).first().click()
  const modal = await openDialog(page, 'Yeni Bütçe Kategorisi')
  const save = modal.getByRole('button', { name: 'Kaydet' })
  await expect(save).toBeDisabled()
  await expect(modal.getByRole('button', { name: '1. vergi satırını kaldır' })).toBeDisabled()
  await modal.getByRole('textbox', { name: 'Ad', exact: true }).fill(category)
  await expect(save).toBeDisabled()
  await modal.getByRole('textbox', { name: 'Varsayılan KDV oranı (%)' }).fill('18')
  await expect(save).toBeEnabled()

  const first = modal.getByRole('group', { name: '1. vergi satırı' })
  await first.getByRole('textbox', { name: 'Vergi adı' }).fill('Belediye Payı')
  await first.getByRole('textbox', { name: 'Oran (%)' }).fill('5')
  await modal.getByRole('button', { name: 'Vergi satırı ekle' }).click()
  const second = modal.getByRole('group', { name: '2. vergi satırı' })
  await second.getByRole('textbox', { name: 'Vergi adı' }).fill('Damga')
  await pick(page, second, 'Hesaplama', 'Sabit tutar')
  await second.getByRole('textbox', { name: 'Tutar' }).fill('125,50')
  await pick(page, second, 'Para birimi', 'EUR')
  await second.getByRole('textbox', { name: 'KDV (%)' }).fill('20')
  // Ten rows at most.
  for (let row = 3; row <= 10; row += 1)
    await modal.getByRole('button', { name: 'Vergi satırı ekle' }).click()
  await expect(modal.getByRole('button', { name: 'Vergi satırı ekle' })).toBeDisabled()
  await expectAccessible(page)
  // The eight empty rows are "no tax": they are not saved.
  await save.click()
  await expect(alertTitled(page, 'BAŞARILI!').filter({ hasText: 'Kayıt eklendi.' })).toBeVisible()
  await expect(modal).toBeHidden()
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: category, exact: true }) })
  await expect(row).toContainText('%18')
  await expect(row).toContainText('2 vergi')

  // Editing shows the saved rows back.
  await page.getByRole('button', { name: `Güncelle: ${category}` }).click()
  const edit = await openDialog(page, 'Bütçe Kategorisini Düzenle')
  await expect(
    edit.getByRole('group', { name: '2. vergi satırı' }).getByRole('textbox', { name: 'Tutar' }),
  ).toHaveValue('125,5')
  await expect(edit.getByRole('group', { name: '3. vergi satırı' })).toHaveCount(0)
  await edit.getByRole('button', { name: 'Vazgeç' }).click()
  await expect(edit).toBeHidden()

  // An item of the new category.
  await page.getByRole('tab', { name: 'Kalemler' }).click()
  await expect(page).toHaveURL('/admin/budgets/budget-items')
  await page.getByRole('button', { name: 'Yeni Bütçe Kalemi' }).first().click()
  const itemModal = await openDialog(page, 'Yeni Bütçe Kalemi')
  await itemModal.getByRole('textbox', { name: 'Ad', exact: true }).fill(item)
  await itemModal.getByRole('textbox', { name: 'İngilizce adı' }).fill('Light Tower')
  await pick(page, itemModal, 'Kategori', category)
  await expectAccessible(page)
  await itemModal.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page.getByRole('cell', { name: item, exact: true })).toBeVisible()

  // A group of alternatives with that item.
  await page.getByRole('tab', { name: 'Gruplar' }).click()
  await expect(page).toHaveURL('/admin/budgets/budget-groups')
  await page.getByRole('button', { name: 'Yeni Bütçe Grubu' }).first().click()
  const groupModal = await openDialog(page, 'Yeni Bütçe Grubu')
  await groupModal.getByRole('textbox', { name: 'Ad', exact: true }).fill(group)
  await pick(page, groupModal, 'Kategori', category)
  await groupModal.getByRole('combobox', { name: 'Kalemler' }).click()
  await page.getByRole('option', { name: `${item} · ${category}` }).click()
  await page.keyboard.press('Escape')
  await groupModal.getByRole('button', { name: 'Kaydet' }).click()
  const groupRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: group, exact: true }) })
  await expect(groupRow).toContainText(item)
  await settled(page)

  // The category is used now: deleting it says by what, and it stays.
  await page.getByRole('tab', { name: 'Kategoriler' }).click()
  await page.getByRole('button', { name: `Sil: ${category}` }).click()
  await (await openDialog(page, 'Emin misin?')).getByRole('button', { name: 'Sil' }).click()
  await expect(
    alertTitled(page, 'HATA!').filter({
      hasText: 'Bu bütçe kategorisi 1 bütçe kaleminde ve 1 bütçe grubunda kullanılıyor.',
    }),
  ).toBeVisible()
  await expect(page.getByRole('cell', { name: category, exact: true })).toBeVisible()

  // The export settings live here too.
  await page.getByRole('tab', { name: 'Dışa aktarma' }).click()
  await expect(page.getByRole('heading', { name: 'Bütçe dışa aktarma ayarları' })).toBeVisible()
  await settled(page)
})
