import { expect, test } from '@playwright/test'
import { DEMO } from './support/env'
import { login, registerCompany, settled, visit } from './support/pages'

/** A 400x400 PNG drawn by the browser itself. */
async function samplePicture(page: import('@playwright/test').Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 400
    canvas.height = 400
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no canvas')
    context.fillStyle = '#3746b9'
    context.fillRect(0, 0, 400, 400)
    context.fillStyle = '#ffd43b'
    context.fillRect(100, 100, 200, 200)
    return canvas.toDataURL('image/png')
  })
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64')
}

test.describe('profile', () => {
  test('crops an uploaded picture to 300x300 and saves it', async ({ page }) => {
    await login(page, DEMO.division)
    await visit(page, '/profile')
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Fotoğraf Yükle' }).click()
    await (await chooser).setFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: await samplePicture(page),
    })

    const dialog = page.getByRole('dialog', { name: 'Fotoğrafı Kırp' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('slider', { name: 'Yakınlaştır' })).toBeVisible()
    await settled(page)
    const upload = page.waitForRequest((request) => request.url().includes('/api/v1/me/profile-picture'))
    await dialog.getByRole('button', { name: 'Kaydet' }).click()
    const body = (await upload).postDataJSON() as { image: string }
    expect(body.image).toMatch(/^data:image\/png;base64,/)
    const size = await page.evaluate(async (src) => {
      const image = new Image()
      image.src = src
      await image.decode()
      return [image.naturalWidth, image.naturalHeight]
    }, body.image)
    expect(size).toEqual([300, 300])

    await expect(dialog).toBeHidden()
    await expect(page.getByRole('img', { name: /profil fotoğrafı/ })).toHaveAttribute('src', /.+/)
    await settled(page)
  })

  test('changes the password after checking the current one', async ({ page }) => {
    const account = await registerCompany(page.request, 'Sifre')
    await login(page, account.email, account.password)
    await visit(page, '/profile')
    const current = page.getByRole('textbox', { name: 'Mevcut şifre' })
    const next = page.getByRole('textbox', { name: 'Yeni şifre', exact: true })
    const again = page.getByRole('textbox', { name: 'Yeni şifre (tekrar)' })
    await current.fill('not-my-password')
    await next.fill('demo1234-yeni')
    await again.fill('demo1234-yeni')
    await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click()
    await expect(current).toHaveAttribute('aria-invalid', 'true')

    await current.fill(account.password)
    await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'BAŞARILI!' })).toBeVisible()
    await expect(current).toHaveValue('')
    await settled(page)

    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('button', { name: 'Çıkış Yap' })
      .click()
    await login(page, account.email, 'demo1234-yeni')
    await expect(page.getByRole('heading', { name: 'Merhaba Sifre' })).toBeVisible()
  })
})
