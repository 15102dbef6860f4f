import { expect, test } from '@playwright/test'
import { DEMO } from './support/env'
import { latestMailTo, linkIn } from './support/outbox'
import { fillLogin, login, settled, sidebar, visit } from './support/pages'

test.describe('sign-in', () => {
  test('signs in, greets by first name and signs out', async ({ page }) => {
    await login(page, DEMO.admin)
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { name: /^Merhaba \S+$/ })).toBeVisible()
    await expect(page.getByText('Bugün seni neler bekliyor?')).toBeVisible()
    await expect(page).toHaveTitle('Ana Sayfa · Ajanda')

    await sidebar(page).getByRole('button', { name: 'Çıkış Yap' }).click()
    await expect(page).toHaveURL('/login')
    await settled(page)
    expect(await page.evaluate(() => localStorage.getItem('ajanda.session'))).toBeNull()

    await page.goto('/')
    await expect(page).toHaveURL('/login')
  })

  test('shows the server message under the e-mail field for a wrong password', async ({ page }) => {
    await visit(page, '/login')
    await fillLogin(page, DEMO.admin, 'not-the-password')
    await page.getByRole('button', { name: 'Giriş Yap' }).click()
    const email = page.getByLabel('E-posta')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(/.+/)
    await expect(page).toHaveURL('/login')
    await settled(page)
  })

  test('validates with the spec texts before calling the server', async ({ page }) => {
    await visit(page, '/login')
    const submit = page.getByRole('button', { name: 'Giriş Yap' })
    await expect(submit).toBeDisabled()
    await page.getByLabel('E-posta').fill('not-an-email')
    await expect(page.getByText('Geçerli bir e-posta adresi girmelisin')).toBeVisible()
    await page.getByLabel('E-posta').fill('')
    await expect(page.getByText('Bu alan zorunludur')).toBeVisible()
    await expect(submit).toBeDisabled()
    await settled(page)
  })

  test('returns to the protected page after sign-in', async ({ page }) => {
    await page.goto('/profile')
    await expect(page).toHaveURL('/login?redirect=%2Fprofile')
    await settled(page)
    await fillLogin(page, DEMO.user)
    await page.getByRole('button', { name: 'Giriş Yap' }).click()
    await expect(page).toHaveURL('/profile')
    await expect(page.getByRole('heading', { name: 'Profil Bilgileri' })).toBeVisible()
    await settled(page)
  })

  test('restores the session and sends a signed-in user away from /login', async ({ page }) => {
    await login(page, DEMO.division)
    await page.reload()
    await expect(page.getByRole('heading', { name: /^Merhaba/ })).toBeVisible()
    await page.goto('/login')
    await expect(page).toHaveURL('/')
  })
})

test.describe('password reset', () => {
  test('requests a link, follows the mailed link and signs in with the new password', async ({ page }) => {
    // A colleague no other flow signs in as: the test changes the password (flows run in parallel).
    const email = 'buse.cetin@demo.ajanda.test'
    const since = Date.now() - 1000
    await visit(page, '/login')
    await page.getByRole('link', { name: 'Şifremi unuttum' }).click()
    await expect(page).toHaveURL('/forgot-password')
    await settled(page)
    await page.getByLabel('E-posta').fill(email)
    await page.getByRole('button', { name: 'Bağlantıyı Gönder' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'BAŞARILI!' })).toBeVisible()
    await settled(page)

    const mail = await latestMailTo(email, since)
    const link = new URL(linkIn(mail, '/password-reset/'))
    await visit(page, `${link.pathname}${link.search}`)
    await expect(page.getByLabel('E-posta')).toHaveValue(email)

    await page.getByRole('textbox', { name: 'Yeni şifre', exact: true }).fill('short')
    await expect(page.getByText('En az 8 karakterden oluşmalı')).toBeVisible()
    await page.getByRole('textbox', { name: 'Yeni şifre', exact: true }).fill('yeni-sifre-2026')
    await page.getByRole('textbox', { name: 'Yeni şifre (tekrar)' }).fill('yeni-sifre-2027')
    await expect(page.getByText('Şifreler birbiri ile aynı olmalı')).toBeVisible()
    await page.getByRole('textbox', { name: 'Yeni şifre (tekrar)' }).fill('yeni-sifre-2026')
    await page.getByRole('button', { name: 'Şifreyi Kaydet' }).click()

    await expect(page).toHaveURL('/login')
    await expect(page.getByRole('status').filter({ hasText: 'BAŞARILI!' })).toBeVisible()
    await settled(page)

    await visit(page, `${link.pathname}${link.search}`)
    await page.getByRole('textbox', { name: 'Yeni şifre', exact: true }).fill('baska-sifre-2026')
    await page.getByRole('textbox', { name: 'Yeni şifre (tekrar)' }).fill('baska-sifre-2026')
    await page.getByRole('button', { name: 'Şifreyi Kaydet' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'HATA!' })).toBeVisible()

    await login(page, email, 'yeni-sifre-2026')
    await expect(page.getByRole('heading', { name: /^Merhaba/ })).toBeVisible()
  })
})

test.describe('registration', () => {
  test('mails a confirmation link; the link creates the company and its admin, then lands on home', async ({
    page,
  }) => {
    const email = `deniz.${Date.now()}@yeni-ajans.test`
    const since = Date.now() - 1000
    await visit(page, '/register')
    await page.getByLabel('Şirket adı').fill('Yeni Etkinlik Ajansı')
    await page.getByLabel('Ad soyad').fill('Deniz Arslan')
    await page.getByLabel('E-posta').fill(email)
    await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill('guclu-sifre-1')
    await page.getByRole('textbox', { name: 'Şifre (tekrar)' }).fill('guclu-sifre-1')
    await page.getByRole('button', { name: 'Kayıt Ol' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'E-posta adresine bir onay bağlantısı gönderdik.' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'E-posta adresini onayla' })).toBeVisible()
    await settled(page)

    const mail = await latestMailTo(email, since)
    expect(mail.subject).toBe('Ajanda hesabını onayla')
    const link = new URL(linkIn(mail, '/register/confirm/'))
    await page.goto(link.pathname)
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { name: 'Merhaba Deniz' })).toBeVisible()
    await settled(page)
  })

  test('a used or unknown confirmation link says so and offers to sign up again', async ({ page }) => {
    await visit(page, '/register/confirm/kullanilmis-ya-da-bilinmeyen')
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Bu onay bağlantısı geçersiz, kullanılmış ya da süresi dolmuş.' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Yeniden kaydol' })).toBeVisible()
  })
})
