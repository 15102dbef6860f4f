import { expect, type Locator, type Page, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { alertTitled, apiToken, openDialog } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, settled, visit } from './support/pages'

/** The demo seed gives Kongre, Lansman and Bayi Toplantısı a checklist; Gala gets its own here. */
const TYPE = 'Gala'

/** A small .xlsx made in node, as an admin would export it from Excel. */
async function sheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const rows = workbook.addWorksheet('Liste')
  rows.addRow(['Bölüm', 'Görev', 'Başlangıçtan önce', 'Bitişten önce', 'Sıklık'])
  rows.addRow(['Ulaşım', 'Transfer firmasını seç', 30, 20, 'Bir kez'])
  rows.addRow(['Ulaşım', 'Transfer listesini güncelle', 21, 0, 'Haftalık Cuma'])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** Picks an option of a Mantine select inside `scope`, by the select's label. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/**
 * A retry starts where the first try began: the type holds one checklist, so one left by an earlier try
 * is deleted through the API first.
 */
async function removeChecklistOfType(page: Page, type: string): Promise<void> {
  const token = await apiToken(page.request, DEMO.admin, DEMO_PASSWORD)
  const headers = { Authorization: `Bearer ${token}` }
  const response = await page.request.get('/api/v1/checklists', { headers })
  expect(response.ok()).toBe(true)
  const rows = (await response.json()) as { id: number; project_type: { name: string } | null }[]
  for (const row of rows.filter((r) => r.project_type?.name === type)) {
    expect((await page.request.delete(`/api/v1/checklists/${row.id}`, { headers })).ok()).toBe(true)
  }
}

/** A demo project of the type, by the API (the project list is tested elsewhere). */
async function projectOfType(page: Page, type: string): Promise<string> {
  const token = await apiToken(page.request, DEMO.admin, DEMO_PASSWORD)
  const response = await page.request.get(
    '/api/v1/projects?page_size=100&statuses=LEAD,PREP,OPERATION,PRECLOSE,CLOSED',
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  )
  expect(response.ok()).toBe(true)
  const rows = (
    (await response.json()) as { data: { code: string; project_type: { name: string } | null }[] }
  ).data
  const project = rows.find((row) => row.project_type?.name === type)
  if (!project) throw new Error(`no demo project of type ${type}`)
  return project.code
}

test('an admin builds a checklist with the popover, a row and an .xlsx upload; a project applies and ticks it', async ({
  page,
}) => {
  // Two admin screens, an upload and a project page, each with its axe check, on a shared machine.
  test.setTimeout(240_000)
  await removeChecklistOfType(page, TYPE)
  await login(page, DEMO.admin)
  await visit(page, '/admin/checklists')
  await expect(page.getByRole('heading', { name: 'Kontrol Listeleri', level: 2 })).toBeVisible()
  // The seeded checklists are listed with their types.
  await expect(
    page.getByRole('table', { name: 'Kontrol listeleri' }).getByText('Kongre', { exact: true }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Yeni Kontrol Listesi' }).click()
  const create = await openDialog(page, 'Yeni Kontrol Listesi')
  await create.getByRole('textbox', { name: 'Ad' }).fill('Gala Kontrol Listesi')
  await pick(page, create, 'Proje türü', TYPE)
  await expectAccessible(page)
  await create.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page).toHaveURL(/\/admin\/checklist\/\d+$/)
  await settled(page)
  await expect(page.getByRole('heading', { name: 'Gala Kontrol Listesi', level: 1 })).toBeVisible()

  // Empty: a new section through the quick popover; Enter saves.
  await expect(page.getByText('Bu kontrol listesi henüz boş')).toBeVisible()
  await page.getByRole('button', { name: 'Yeni bölüm ekle' }).click()
  const sectionName = page.getByRole('textbox', { name: 'Bölüm adı' })
  await expect(sectionName).toBeFocused()
  await expectAccessible(page)
  await sectionName.fill('Hazırlık')
  await sectionName.press('Enter')
  // The checklist's own "created" alert may still show (3 s): this one is told apart by its message.
  await expect(alertTitled(page, 'BAŞARILI!').filter({ hasText: 'Bölüm eklendi.' })).toBeVisible()
  const sections = page.getByRole('navigation', { name: 'Bölümler' })
  await expect(sections.getByRole('button', { name: /Hazırlık/ })).toBeVisible()

  // A row: description required, then saved.
  await page.getByRole('button', { name: 'Satır ekle' }).click()
  const row = await openDialog(page, 'Yeni Satır')
  await row.getByRole('button', { name: 'Kaydet' }).click()
  await expect(row.getByText('Bu alan zorunludur')).toBeVisible()
  await row.getByRole('textbox', { name: 'Görev' }).fill('Mekan dekorunu onayla')
  await row.getByRole('textbox', { name: 'Proje başlangıcından kaç gün önce başlar' }).fill('10')
  await expectAccessible(page)
  await row.getByRole('button', { name: 'Kaydet' }).click()
  await expect(row).toBeHidden()
  const table = page.getByRole('table', { name: 'Satırlar: Hazırlık' })
  await expect(table.getByRole('cell', { name: 'Mekan dekorunu onayla', exact: true })).toBeVisible()
  await expect(table.getByRole('cell', { name: 'Bir kez', exact: true })).toBeVisible()

  // The upload: the first row names the columns; saving waits for the description column.
  await sections.getByRole('button', { name: 'Dosyadan yükle' }).click()
  const upload = await openDialog(page, 'Dosyadan Yükle')
  const chooser = page.waitForEvent('filechooser')
  await upload.getByRole('button', { name: '.xlsx dosyası seç' }).click()
  await (await chooser).setFiles({
    name: 'liste.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await sheet(),
  })
  await expect(upload.getByText('2 satır okundu', { exact: false })).toBeVisible()
  const save = upload.getByRole('button', { name: 'Kaydet' })
  await expect(save).toBeDisabled()
  await pick(page, upload, 'Bölüm', 'Bölüm')
  await pick(page, upload, 'Görev', 'Görev')
  await pick(page, upload, 'Başlangıçtan önceki gün', 'Başlangıçtan önce')
  await pick(page, upload, 'Bitişten önceki gün', 'Bitişten önce')
  await pick(page, upload, 'Sıklık', 'Sıklık')
  await expectAccessible(page)
  await expect(save).toBeEnabled()
  await save.click()
  await expect(
    alertTitled(page, 'BAŞARILI!').filter({ hasText: '1 bölüm ve 2 satır yüklendi.' }),
  ).toBeVisible()
  await sections.getByRole('button', { name: /Ulaşım/ }).click()
  const uploaded = page.getByRole('table', { name: 'Satırlar: Ulaşım' })
  await expect(uploaded.getByRole('cell', { name: 'Transfer listesini güncelle', exact: true })).toBeVisible()
  await expect(uploaded.getByRole('cell', { name: 'Her hafta, Cuma', exact: true })).toBeVisible()
  await expectAccessible(page)

  // Resetting a section asks first, with the irreversible-action warning; the section stays, empty.
  await page.getByRole('button', { name: 'Bölüm işlemleri: Ulaşım' }).click()
  await page.getByRole('menuitem', { name: 'Bölümün içeriğini sıfırla' }).click()
  const confirm = await openDialog(page, 'Emin misin?')
  await expect(confirm.getByText('Bu işlem geri alınamaz!')).toBeVisible()
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Sıfırla' }).click()
  await expect(
    alertTitled(page, 'BAŞARILI!').filter({ hasText: 'Bölümün içeriği sıfırlandı.' }),
  ).toBeVisible()
  await expect(page.getByText('Bu bölüm henüz boş!')).toBeVisible()
  await expect(sections.getByRole('button', { name: /Ulaşım/ })).toBeVisible()

  // A Gala project: its checklist becomes dated tasks, and a tick completes one.
  const code = await projectOfType(page, TYPE)
  await visit(page, `/project/${code}/checklist`)
  await expect(page.getByRole('region', { name: 'Hazırlık' })).toBeVisible()
  const apply = page.getByRole('button', { name: 'Görevleri oluştur' })
  await expect(apply).toBeEnabled()
  await apply.click()
  await expect(alertTitled(page, 'BAŞARILI!').filter({ hasText: 'görev oluşturuldu' })).toBeVisible()
  await expect(apply).toBeDisabled()
  const tick = page.getByRole('checkbox', { name: /^Tamamla: Mekan dekorunu onayla/ })
  await expect(tick).toBeEnabled()
  // The box follows the saved state a moment later (check() would want it at once).
  await tick.click()
  await expect(alertTitled(page, 'BAŞARILI!').filter({ hasText: 'Görev tamamlandı.' })).toBeVisible()
  await expect(tick).toBeChecked()
  await page.reload()
  await settled(page)
  await expect(page.getByRole('checkbox', { name: /^Tamamla: Mekan dekorunu onayla/ })).toBeChecked()
})
