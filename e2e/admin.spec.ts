import { expect, test } from '@playwright/test'
import { alertTitled, apiToken, dragCard, inviteByApi, openDialog, orgCard } from './support/admin'
import { DEMO } from './support/env'
import { latestMailTo, linkIn } from './support/outbox'
import { login, registerCompany, settled, sidebar, visit } from './support/pages'

const ADMIN_PAGES = [
  { link: 'Şirket Ayarları', url: '/admin/event-company', heading: 'Şirket Ayarları' },
  { link: 'Kullanıcılar', url: '/admin/organisation', heading: 'Kullanıcılar' },
  { link: 'Takımlar ve Departmanlar', url: '/admin/teams', heading: 'Takımlar ve Departmanlar' },
  { link: 'Organizasyon Şeması', url: '/admin/organization-chart', heading: 'Organizasyon Şeması' },
  { link: 'Pozisyonlar', url: '/admin/positions', heading: 'Pozisyonlar' },
  { link: 'Tanımlar', url: '/admin/definitions/project-types', heading: 'Tanımlar' },
  { link: 'Ödeme Yöntemleri', url: '/admin/payment-methods', heading: 'Ödeme Yöntemleri' },
  { link: 'Teklif Aşamaları', url: '/admin/biz-dev/lead-phases', heading: 'Teklif Aşamaları' },
  { link: 'Kontrol Listeleri', url: '/admin/checklists', heading: 'Kontrol Listeleri' },
  { link: 'Bütçe Tanımları', url: '/admin/budgets/budget-categories', heading: 'Bütçe Tanımları' },
  { link: 'Hedefler', url: /\/admin\/targets/, heading: 'Hedefler' },
]

test.describe('admin area', () => {
  test('a non-admin is sent home from every admin page', async ({ page }) => {
    await login(page, DEMO.user)
    for (const url of ['/admin', '/admin/organisation', '/admin/definitions/tax-offices']) {
      await page.goto(url)
      await expect(page).toHaveURL('/')
    }
    // Exact: "Teklif Yönetimi" (the pipeline) contains the word too.
    await expect(sidebar(page).getByRole('link', { name: 'Yönetim', exact: true })).toHaveCount(0)
  })

  test('the overview and the side navigation reach every page built so far', async ({ page }) => {
    // Every admin page with an accessibility check each: longer than one page's minute.
    test.setTimeout(180_000)
    await login(page, DEMO.admin)
    await visit(page, '/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Yönetim' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Yönetim menüsü' })
    for (const item of ADMIN_PAGES) {
      await nav.getByRole('link', { name: item.link, exact: true }).click()
      await expect(page).toHaveURL(item.url)
      await expect(page.getByRole('heading', { level: 1, name: item.heading })).toBeVisible()
      await expect(nav.getByRole('link', { name: item.link, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await settled(page)
    }
    await visit(page, '/admin/email-templates')
    await expect(page.getByRole('heading', { level: 2, name: 'Sayfa bulunamadı' })).toBeVisible()
  })
})

test.describe('company settings', () => {
  test('company info saves with BAŞARILI!, logos upload and delete, credit cards', async ({ page }) => {
    const account = await registerCompany(page.request, 'Sirket')
    await login(page, account.email, account.password)
    await visit(page, '/admin/event-company')

    await page.getByLabel('Resmi unvan').fill('Şirket Etkinlik Organizasyon A.Ş.')
    await page.getByRole('button', { name: 'Kaydet' }).click()
    // One look at the alert: it closes itself after a few seconds.
    await expect(
      alertTitled(page, 'BAŞARILI!').filter({ hasText: 'Şirket bilgileri güncellendi.' }),
    ).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Resmi unvan')).toHaveValue('Şirket Etkinlik Organizasyon A.Ş.')
    await settled(page)

    await page.getByRole('tab', { name: 'Finansal Seçenekler' }).click()
    await expect(page.getByLabel('Hizmet bedeli KDV oranı')).toBeVisible()
    await settled(page)

    await page.getByRole('tab', { name: 'Logolar' }).click()
    const logo = page.getByRole('region', { name: 'Logo', exact: true })
    const chooser = page.waitForEvent('filechooser')
    await logo.getByRole('button', { name: 'Görsel Yükle: Logo' }).click()
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas')
      canvas.width = 120
      canvas.height = 40
      const context = canvas.getContext('2d')
      if (context) {
        context.fillStyle = '#3746b9'
        context.fillRect(0, 0, 120, 40)
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? ''
    })
    await (await chooser).setFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png, 'base64'),
    })
    await expect(logo.getByRole('img', { name: 'Logo' })).toBeVisible()
    await settled(page)
    await logo.getByRole('button', { name: 'Görseli Sil: Logo' }).click()
    const confirm = await openDialog(page, 'Emin misin?')
    await expect(confirm.getByText('Bu görseli silmek üzeresin.')).toBeVisible()
    await expect(confirm.getByText('Bu işlem geri alınamaz!')).toBeVisible()
    await settled(page)
    await confirm.getByRole('button', { name: 'Görseli Sil' }).click()
    await expect(logo.getByRole('img', { name: 'Logo' })).toHaveCount(0)

    await page.getByRole('tab', { name: 'Kredi Kartları' }).click()
    await page.getByRole('button', { name: 'Yeni Kredi Kartı' }).first().click()
    const modal = await openDialog(page, 'Yeni Kredi Kartı')
    await modal.getByLabel('Kart adı').fill('Şirket Amex')
    await settled(page)
    await modal.getByRole('button', { name: 'Kaydet' }).click()
    await expect(page.getByRole('cell', { name: 'Şirket Amex', exact: true })).toBeVisible()
    await settled(page)
  })
})

test.describe('people', () => {
  test('an admin invites a user, who sets a password from the mail and signs in', async ({ page }) => {
    const account = await registerCompany(page.request, 'Davet')
    const email = `yeni.kisi.${Date.now()}@e2e.ajanda.test`
    const since = Date.now() - 1000
    await login(page, account.email, account.password)
    await visit(page, '/admin/organisation')
    await page.getByRole('button', { name: 'Kullanıcı Davet Et' }).first().click()
    const dialog = await openDialog(page, 'Kullanıcı Davet Et')
    await dialog.getByLabel('E-posta').fill(email)
    await dialog.getByLabel('Ad soyad').fill('Selin Kaya')
    await settled(page)
    await dialog.getByRole('button', { name: 'Davet Gönder' }).click()
    await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: 'Selin Kaya' })
    await expect(row.getByText('Davet bekliyor')).toBeVisible()
    await settled(page)

    const mail = await latestMailTo(email, since)
    const link = new URL(linkIn(mail, '/password-reset/'))
    await sidebar(page).getByRole('button', { name: 'Çıkış Yap' }).click()
    await visit(page, `${link.pathname}${link.search}`)
    await expect(page.getByLabel('E-posta')).toHaveValue(email)
    await page.getByRole('textbox', { name: 'Yeni şifre', exact: true }).fill('davet-sifre-2026')
    await page.getByRole('textbox', { name: 'Yeni şifre (tekrar)' }).fill('davet-sifre-2026')
    await page.getByRole('button', { name: 'Şifreyi Kaydet' }).click()
    await expect(page).toHaveURL('/login')

    await login(page, email, 'davet-sifre-2026')
    await expect(page.getByRole('heading', { name: 'Merhaba Selin' })).toBeVisible()
  })

  test('searching, the profile form and deactivation', async ({ page }) => {
    const account = await registerCompany(page.request, 'Profil')
    const token = await apiToken(page.request, account.email, account.password)
    await inviteByApi(page.request, token, 'Okan Ersoy')
    await login(page, account.email, account.password)
    await visit(page, '/admin/organisation')
    await page.getByPlaceholder('Ara...').fill('okan')
    await expect(page.getByRole('row')).toHaveCount(2)
    await page.getByRole('link', { name: 'Okan Ersoy' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Okan Ersoy' })).toBeVisible()
    await settled(page)

    await page.getByLabel('Ad soyad').fill('Okan Ersoy Yılmaz')
    await page.getByRole('button', { name: 'Kaydet' }).click()
    await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Okan Ersoy Yılmaz' })).toBeVisible()

    await page.getByRole('button', { name: 'Devre Dışı Bırak' }).click()
    const confirm = await openDialog(page, 'Emin misin?')
    await settled(page)
    await confirm.getByRole('button', { name: 'Devre Dışı Bırak' }).click()
    await expect(page.getByText('Pasif', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Yeniden Etkinleştir' })).toBeVisible()
  })
})

test.describe('organisation chart', () => {
  test('dragging a person onto another sets the manager, survives a reload and refuses loops', async ({
    page,
  }) => {
    const account = await registerCompany(page.request, 'Sema')
    const token = await apiToken(page.request, account.email, account.password)
    await inviteByApi(page.request, token, 'Deniz Yılmaz')
    await inviteByApi(page.request, token, 'Berk Aksoy')
    await login(page, account.email, account.password)
    await visit(page, '/admin/organization-chart')

    await dragCard(page, orgCard(page, 'Berk Aksoy'), orgCard(page, 'Deniz Yılmaz'))
    await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
    const denizTeam = page.getByRole('list', { name: 'Deniz Yılmaz ekibi' })
    await expect(denizTeam.getByRole('link', { name: 'Berk Aksoy' })).toBeVisible()
    await settled(page)

    await page.reload()
    await expect(denizTeam.getByRole('link', { name: 'Berk Aksoy' })).toBeVisible()

    await dragCard(page, orgCard(page, 'Deniz Yılmaz'), orgCard(page, 'Berk Aksoy'))
    await expect(alertTitled(page, 'HATA!').filter({ hasText: 'döngü' })).toBeVisible()
    await expect(denizTeam.getByRole('link', { name: 'Berk Aksoy' })).toBeVisible()

    // Without a mouse: the card's menu offers "Yöneticiyi değiştir" and a picker.
    await page.getByRole('button', { name: 'Deniz Yılmaz için işlemler' }).press('Enter')
    await page.getByRole('menuitem', { name: 'Yöneticiyi değiştir' }).press('Enter')
    const dialog = await openDialog(page, 'Yöneticiyi değiştir')
    const picker = dialog.getByRole('combobox', { name: 'Yöneticisi' })
    await picker.fill('Sema')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(picker).toHaveValue('Sema Test')
    await settled(page)
    await dialog.getByRole('button', { name: 'Kaydet' }).press('Enter')
    const semaTeam = page.getByRole('list', { name: 'Sema Test ekibi' })
    await expect(semaTeam.getByRole('link', { name: 'Deniz Yılmaz' })).toBeVisible()
    await expect(semaTeam.getByRole('list', { name: 'Deniz Yılmaz ekibi' })).toBeVisible()

    await orgCard(page, 'Berk Aksoy').getByText('Berk Aksoy').click()
    await expect(page).toHaveURL(/\/admin\/user\//)
    await expect(page.getByRole('heading', { level: 2, name: 'Berk Aksoy' })).toBeVisible()
  })
})

test.describe('definitions', () => {
  test('a new project type is listed, a new position shows up in a picker, an in-use one stays', async ({
    page,
  }) => {
    const account = await registerCompany(page.request, 'Tanim')
    await login(page, account.email, account.password)
    await visit(page, '/admin/definitions')
    await expect(page).toHaveURL('/admin/definitions/project-types')

    await page.getByRole('button', { name: 'Yeni Proje Türü' }).first().click()
    const dialog = await openDialog(page, 'Yeni Proje Türü')
    await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill('Festival')
    await settled(page)
    await dialog.getByRole('button', { name: 'Kaydet' }).click()
    await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
    await expect(page.getByRole('cell', { name: 'Festival', exact: true })).toBeVisible()

    await page.getByRole('tab', { name: 'Vergi Daireleri' }).click()
    await expect(page).toHaveURL('/admin/definitions/tax-offices')
    await page.getByPlaceholder('Ara...').fill('bu isimde bir daire yok')
    await expect(page.getByText('Hiç sonuç bulunamadı')).toBeVisible()
    await settled(page)

    const nav = page.getByRole('navigation', { name: 'Yönetim menüsü' })
    await nav.getByRole('link', { name: 'Pozisyonlar' }).click()
    await page.getByRole('button', { name: 'Yeni Pozisyon' }).first().click()
    const positionDialog = await openDialog(page, 'Yeni Pozisyon')
    await positionDialog.getByRole('textbox', { name: 'Ad', exact: true }).fill('Etkinlik Koordinatörü')
    await positionDialog.getByRole('textbox', { name: 'İngilizce adı' }).fill('Event Coordinator')
    await positionDialog.getByRole('button', { name: 'Kaydet' }).click()
    await expect(page.getByRole('cell', { name: 'Etkinlik Koordinatörü', exact: true })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'Event Coordinator', exact: true })).toBeVisible()

    // The startup lists follow at once: the invitation's position picker offers it without a reload.
    await nav.getByRole('link', { name: 'Kullanıcılar' }).click()
    await page.getByRole('button', { name: 'Kullanıcı Davet Et' }).first().click()
    const invite = await openDialog(page, 'Kullanıcı Davet Et')
    await invite.getByRole('combobox', { name: 'Pozisyon' }).click()
    await expect(page.getByRole('option', { name: /Etkinlik Koordinatörü/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')

    await nav.getByRole('link', { name: 'Pozisyonlar' }).click()
    await page.getByRole('button', { name: 'Sil: Yönetici' }).click()
    await (await openDialog(page, 'Emin misin?')).getByRole('button', { name: 'Sil' }).click()
    await expect(alertTitled(page, 'HATA!').filter({ hasText: 'kullanıcıda kullanılıyor' })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'Yönetici', exact: true })).toBeVisible()
  })
})
