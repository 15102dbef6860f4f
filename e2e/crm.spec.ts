import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { alertTitled, apiToken, openDialog } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, registerCompany, settled, sidebar, visit } from './support/pages'

/** A fresh company (its own address book), its admin signed in, and a bearer token for set-up calls. */
async function freshCompany(page: Page, name: string) {
  const account = await registerCompany(page.request, name)
  const token = await apiToken(page.request, account.email, account.password)
  await login(page, account.email, account.password)
  return { ...account, token }
}

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.post(`/api/v1${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as { data: { id: number; code: string } }
}

/** After a save: the modal has closed and the floating alert has gone, then the axe check. */
async function settledAfterSave(page: Page) {
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 })
  await settled(page)
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option }).click()
}

test.describe('address book', () => {
  test('a client with a contact, a note and a call, found from the header search', async ({ page }) => {
    const { token } = await freshCompany(page, 'Adres')
    await post(page.request, token, '/definition/contact-positions', { name: 'Genel Müdür' })
    const stamp = Date.now() % 100_000
    const name = `İSTANBUL Kongre ${stamp}`

    await visit(page, '/clients')
    await expect(page.getByText('Henüz müşteri yok')).toBeVisible()
    await page.getByRole('button', { name: 'Yeni Müşteri' }).first().click()
    const form = await openDialog(page, 'Yeni Müşteri')
    await form.getByRole('button', { name: 'Kaydet' }).click()
    await expect(form.getByText('Bu alan zorunludur').first()).toBeVisible()
    await form.getByRole('textbox', { name: 'Ad', exact: true }).fill(name)
    await form.getByRole('textbox', { name: 'E-posta' }).fill('iletisim@kongre.example')
    await form.getByRole('button', { name: 'Kaydet' }).click()
    await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
    await expect(page).toHaveURL(/\/client\//)
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    await settledAfterSave(page)

    await page.getByRole('tab', { name: 'Kontaklar' }).click()
    await page.getByRole('button', { name: 'Yeni Kontak' }).click()
    const contact = await openDialog(page, 'Yeni Kontak')
    await contact.getByRole('textbox', { name: 'Ad soyad' }).fill('Ayşe Yılmaz')
    await pickOption(page, 'Pozisyon', 'Genel Müdür')
    await contact.getByRole('textbox', { name: 'E-posta' }).fill('ayse@kongre.example')
    await contact.getByRole('button', { name: 'Kaydet' }).click()
    await expect(page.getByRole('table').getByText('Ayşe Yılmaz', { exact: true })).toBeVisible()
    await settledAfterSave(page)

    await page.getByRole('tab', { name: 'Notlar' }).click()
    await page.getByRole('button', { name: 'Yeni Not' }).click()
    const note = await openDialog(page, 'Yeni Not')
    await note.getByRole('textbox', { name: 'Başlık' }).fill('Kongre teklifi')
    await note.getByRole('textbox', { name: 'İçerik' }).fill('Eylülde 300 kişilik kongre planlıyorlar.')
    await note.getByRole('button', { name: 'Kaydet' }).click()
    await expect(page.getByRole('article').filter({ hasText: 'Kongre teklifi' })).toBeVisible()

    await page.getByRole('tab', { name: 'Aramalar' }).click()
    await page.getByRole('button', { name: 'Arama Ekle' }).click()
    const call = await openDialog(page, 'Arama Ekle')
    await call.getByText('Arandım').click()
    await call.getByRole('textbox', { name: 'Açıklama' }).fill('Teklif için geri dönüş yaptılar.')
    await call.getByRole('button', { name: 'Kaydet' }).click()
    await expect(
      page.getByRole('article').filter({ hasText: 'Teklif için geri dönüş yaptılar.' }),
    ).toBeVisible()
    await settledAfterSave(page)

    await visit(page, '/')
    await page.getByRole('button', { name: 'Ara', exact: true }).click()
    const search = page.getByRole('textbox', { name: 'Sayfalarda ara' })
    await search.fill('is')
    await expect(page.getByTestId('search-hint')).toBeVisible()
    await search.fill(`istanbul kongre ${stamp}`)
    await expect(page.getByRole('button', { name: new RegExp(name) })).toBeVisible()
    await search.press('Enter')
    await expect(page).toHaveURL(/\/client\//)
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    await settledAfterSave(page)
  })

  test('an xlsx import with one bad row imports the good rows and reports the bad one', async ({ page }) => {
    await freshCompany(page, 'Aktarim')
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet('Müşteriler')
    sheet.addRow(['Firma Adı', 'E-posta'])
    sheet.addRow(['Ege Fuarcılık', 'info@ege.example'])
    sheet.addRow(['Hatalı Kayıt', 'bu-bir-eposta-degil'])
    sheet.addRow(['Marmara Organizasyon', 'info@marmara.example'])
    const buffer = Buffer.from(await book.xlsx.writeBuffer())

    await visit(page, '/clients')
    await page.getByRole('button', { name: 'İçe aktar' }).click()
    const dialog = await openDialog(page, 'Müşterileri İçe Aktar')
    const chooser = page.waitForEvent('filechooser')
    await dialog.getByRole('button', { name: 'Dosya Seç' }).click()
    await (await chooser).setFiles({
      name: 'musteriler.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    })
    await expect(dialog.getByText('3 satır bulundu.')).toBeVisible()
    await expect(dialog.getByRole('combobox', { name: 'Ad', exact: true })).toHaveValue('Firma Adı')
    await expect(dialog.getByRole('combobox', { name: 'E-posta', exact: true })).toHaveValue('E-posta')
    await dialog.getByRole('button', { name: 'Önizle', exact: true }).click()
    await expect(dialog.getByText('2 kayıt eklenecek')).toBeVisible()
    await expect(dialog.getByText('1 hatalı satır')).toBeVisible()
    await dialog.getByRole('button', { name: 'İçe Aktar', exact: true }).click()
    await expect(dialog.getByText('2 kayıt eklendi')).toBeVisible()
    await dialog.getByRole('button', { name: 'Kapat' }).last().click()
    await expect(page.getByRole('link', { name: 'Ege Fuarcılık' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Marmara Organizasyon' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Hatalı Kayıt' })).toHaveCount(0)
    await settledAfterSave(page)

    await page.getByRole('link', { name: 'Ege Fuarcılık' }).click()
    await page.getByRole('button', { name: 'Sil' }).click()
    const confirm = await openDialog(page, 'Emin misin?')
    await expect(confirm.getByText('Bu işlem geri alınamaz!')).toBeVisible()
    await confirm.getByRole('button', { name: 'Sil' }).click()
    await expect(page).toHaveURL('/clients')
    await expect(page.getByRole('link', { name: 'Marmara Organizasyon' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ege Fuarcılık' })).toHaveCount(0)
  })

  test('two duplicate clients are merged on /admin/similarRecords', async ({ page }) => {
    const { token } = await freshCompany(page, 'Birlestir')
    await post(page.request, token, '/client', { name: 'Deniz Turizm A.Ş.', tax_number: '1234567890' })
    await post(page.request, token, '/client', { name: 'Deniz Turizm AŞ', tax_number: '1234567890' })

    await visit(page, '/admin/similarRecords')
    await expect(page).toHaveURL('/admin/similarRecords/contacts')
    await expect(page.getByText('Aradığın kriterlerde bir kontak yok görünüyor')).toBeVisible()
    await page.getByRole('tab', { name: 'Müşteriler' }).click()
    await expect(page).toHaveURL('/admin/similarRecords/clients')
    const row = page.getByTestId('similar-row')
    await expect(row).toHaveCount(1)
    await expect(row.getByText('%100')).toBeVisible()
    await settledAfterSave(page)

    await row.getByRole('button', { name: /Birleştir/ }).click()
    const dialog = await openDialog(page, 'Kayıtları Birleştir')
    await dialog.getByRole('button', { name: 'Birleştir' }).click()
    await expect(dialog.getByText('Kalacak kaydı seçmelisin')).toBeVisible()
    await dialog.getByRole('radio', { name: /^Deniz Turizm A\.Ş\./ }).check()
    await dialog.getByRole('button', { name: 'Birleştir' }).click()
    const confirm = await openDialog(page, 'Emin misin?')
    await confirm.getByRole('button', { name: 'Birleştir' }).click()
    await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
    await expect(page.getByText('Aradığın kriterlerde bir müşteri yok görünüyor')).toBeVisible()
    await settledAfterSave(page)

    await visit(page, '/clients')
    await expect(page.getByRole('link', { name: 'Deniz Turizm A.Ş.' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Deniz Turizm AŞ' })).toHaveCount(0)
  })

  test("the demo company's suppliers, a supplier profile and every contact can be browsed", async ({
    page,
  }) => {
    await login(page, DEMO.user)
    await sidebar(page).getByRole('link', { name: 'Tedarikçiler' }).click()
    await expect(page).toHaveURL('/suppliers')
    await settled(page)
    await page
      .locator('label')
      .filter({ hasText: /^Mevcut$/ })
      .click()
    // The filter reloads the list: read the first row only once it has, and click that very row by name
    // (the first link could change between reading its text and clicking it).
    await settled(page)
    const first = page.getByRole('table').getByRole('link').first()
    await expect(first).toBeVisible()
    const name = (await first.textContent()) ?? ''
    await page.getByRole('table').getByRole('link', { name, exact: true }).first().click()
    await expect(page).toHaveURL(/\/supplier\//)
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    await settled(page)
    await page.getByRole('tab', { name: 'Kontaklar' }).click()
    await settled(page)

    await visit(page, '/contacts')
    await page
      .locator('label')
      .filter({ hasText: /^Tedarikçi$/ })
      .click()
    await expect(page.getByTestId('pager-text')).toContainText('kayıt arasında 1 ile 20 arası listeleniyor')
    await page.getByRole('textbox', { name: 'Kontaklarda ara' }).fill('zzzz-yok')
    await expect(page.getByText('Aradığın kriterlerde bir kontak yok görünüyor')).toBeVisible()
    await settled(page)

    await visit(page, '/client/bu-kod-yok')
    await expect(page).toHaveURL('/clients')
  })
})

test.describe('records connect (issue 19 item 6)', () => {
  test("a demo client's record lists its projects and budgets and opens them", async ({ page }) => {
    const token = await apiToken(page.request, DEMO.admin, DEMO_PASSWORD)
    const get = async (path: string) => {
      const response = await page.request.get(`/api/v1${path}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(response.ok(), await response.text()).toBe(true)
      return response.json()
    }
    // A client whose project has a budget (the demo budgets sit on the first projects).
    const all = 'statuses=PREP,OPERATION,PRECLOSE,CLOSED,POSTPONED,CANCELLED,COMPETITION&page_size=100'
    const projects = (await get(`/projects?${all}`)).data as {
      code: string
      client: { code: string } | null
    }[]
    let clientCode = ''
    for (const project of projects) {
      if (!project.client) continue
      if ((await get(`/client/${project.client.code}/budgets`)).total > 0) {
        clientCode = project.client.code
        break
      }
    }
    expect(clientCode).not.toBe('')
    const budgets = (await get(`/client/${clientCode}/budgets`)).data as { name: string }[]
    const clientProjects = (
      await get(`/projects?client_id=${(await get(`/client/${clientCode}`)).id}&${all}`)
    ).data as { name: string }[]

    await login(page, DEMO.admin)
    await visit(page, `/client/${clientCode}`)
    const projectsTab = page.getByRole('tab', { name: new RegExp(`^Projeler\\s*${clientProjects.length}$`) })
    await expect(projectsTab).toBeVisible()
    await expect(page.getByRole('tab', { name: new RegExp(`^Bütçeler\\s*${budgets.length}$`) })).toBeVisible()
    await projectsTab.click()
    const projectList = page.getByRole('list', { name: 'Projeler' })
    await expect(projectList.getByRole('listitem')).toHaveCount(Math.min(clientProjects.length, 10))
    await settled(page)

    await page.getByRole('tab', { name: /^Bütçeler/ }).click()
    const budgetName = budgets[0]?.name as string
    // The report history names every main budget alike: the newest one is listed first.
    const open = page.getByRole('link', { name: `${budgetName} bütçesini aç` }).first()
    await expect(open).toBeVisible()
    await settled(page)
    await open.click()
    await expect(page).toHaveURL(/\/project\/[^/]+\/budget(v2|v3)?\//)

    await page.goBack()
    await page.getByRole('tab', { name: /^Projeler/ }).click()
    await page
      .getByRole('link', { name: `${clientProjects[0]?.name} projesini aç` })
      .first()
      .click()
    await expect(page).toHaveURL(/\/project\/[^/]+\/main$/)

    // On a phone the tab bar scrolls inside the card: the page itself stays 360 px wide.
    await page.setViewportSize({ width: 360, height: 740 })
    await visit(page, `/client/${clientCode}`)
    await page.getByRole('tab', { name: /^Bütçeler/ }).click()
    await expect(page.getByRole('list', { name: 'Bütçeler' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })

  test('a new client with an existing tax number warns and offers to open the existing one', async ({
    page,
  }) => {
    await login(page, DEMO.admin)
    await visit(page, '/clients')
    await page.getByRole('button', { name: 'Yeni Müşteri' }).first().click()
    const form = await openDialog(page, 'Yeni Müşteri')
    await form.getByRole('textbox', { name: 'Ad', exact: true }).fill('Ege Oto Yeni Kayıt')
    await form.getByRole('textbox', { name: 'Vergi numarası' }).fill('3310927456')
    await form.getByRole('textbox', { name: 'Telefon' }).focus()
    const warning = form.getByTestId('company-matches')
    await expect(warning).toContainText(
      'Bu vergi numarasıyla kayıtlı bir müşteri var: Ege Otomotiv A.Ş. — Aç',
    )
    // The warning does not stand in the way of saving.
    await expect(form.getByRole('button', { name: 'Kaydet' })).toBeEnabled()
    await expectAccessible(page)
    await warning.getByRole('link', { name: 'Ege Otomotiv A.Ş. kaydını aç' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL(/\/client\//)
    await expect(page.getByRole('heading', { level: 2, name: 'Ege Otomotiv A.Ş.' })).toBeVisible()
  })
})
