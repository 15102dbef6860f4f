import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import yauzl from 'yauzl'
import { apiToken } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { HEIC_SAMPLE } from './support/heic-sample'
import { login, visit } from './support/pages'

/** A photo made at test time: noise, so the JPEG stays over 1 MB and goes in several chunks. */
async function noisyJpeg(width: number, height: number, seedColor: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: seedColor, g: 90, b: 140 },
      noise: { type: 'gaussian', mean: 128, sigma: 70 },
    },
  })
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 0/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '29/1 0/1 0/1',
      },
    })
    .jpeg({ quality: 95 })
    .toBuffer()
}

function zipNames(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error)
      const names: string[] = []
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName)
        zip.readEntry()
      })
      zip.on('end', () => resolve(names))
      zip.on('error', reject)
      zip.readEntry()
    })
  })
}

test.describe('photo upload links (issue 22 item 7)', () => {
  test('staff make a link; a phone uploads three photos, one resumes after a dropped chunk; staff zip two', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000)
    const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
    const projects = (await (
      await request.get('/api/v1/projects', {
        headers: { Authorization: `Bearer ${token}` },
        params: { page_size: 1 },
      })
    ).json()) as { data: { code: string }[] }
    const projectCode = projects.data[0]?.code as string
    await login(page, DEMO.admin)

    let linkPath = ''
    await test.step('the files tab makes an upload link with its limits', async () => {
      await visit(page, `/project/${projectCode}/files`)
      const section = page.getByTestId('project-photos')
      await expect(section.getByRole('heading', { name: 'Fotoğraflar', exact: true })).toBeVisible()
      await section.getByRole('button', { name: 'Bağlantı oluştur' }).click()
      const dialog = page.getByRole('dialog', { name: 'Bağlantı oluştur' })
      await dialog.getByLabel('Bağlantı adı').fill('Gala fotoğrafçısı')
      await dialog.getByLabel('Dosya başına sınır (MB)').fill('10')
      await dialog.getByLabel('Toplam sınır (MB)').fill('100')
      await dialog.getByRole('button', { name: 'Oluştur' }).click()
      const card = section.locator('[data-testid="photo-link"][data-link-name="Gala fotoğrafçısı"]').first()
      await expect(card).toBeVisible()
      linkPath = new URL(await card.getByLabel('Bağlantı').inputValue()).pathname
      expect(linkPath).toMatch(/^\/photo-uploader\/[\w-]{20,}$/)
      await expectAccessible(page)
    })

    const photos = await Promise.all([
      noisyJpeg(1400, 1000, 30).then((buffer) => ({ name: 'Gala 1.jpg', mimeType: 'image/jpeg', buffer })),
      noisyJpeg(1300, 900, 120).then((buffer) => ({ name: 'Gala 2.jpg', mimeType: 'image/jpeg', buffer })),
      noisyJpeg(900, 700, 200).then((buffer) => ({ name: 'Gala 3.jpg', mimeType: 'image/jpeg', buffer })),
    ])
    expect(photos[0]?.buffer.length ?? 0).toBeGreaterThan(1024 * 1024)

    await test.step('at 360 px three photos upload; a chunk dropped once resumes and finishes', async () => {
      const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'tr-TR' })
      const uploader = await phone.newPage()
      let dropped = 0
      await uploader.route('**/api/v1/photo-uploader/*/uploads/*', async (route) => {
        const request = route.request()
        if (dropped === 0 && request.method() === 'PUT' && request.headers()['upload-offset'] !== '0') {
          dropped++
          return route.abort('connectionreset')
        }
        return route.continue()
      })
      await visit(uploader, linkPath)
      await expect(uploader.getByRole('heading', { name: 'Gala fotoğrafçısı' })).toBeVisible()
      await uploader.locator('input[name="photos"]').setInputFiles(photos)
      const items = uploader.getByTestId('photo-item')
      await expect(items).toHaveCount(3)
      for (const photo of photos)
        await expect(
          uploader.locator(`[data-testid="photo-item"][data-name="${photo.name}"]`),
        ).toHaveAttribute('data-status', 'done', { timeout: 120_000 })
      expect(dropped).toBe(1)
      await expect(uploader.getByTestId('photo-summary')).toHaveText('3 fotoğraf yüklendi')
      const width = await uploader.evaluate(() => document.documentElement.scrollWidth)
      expect(width).toBeLessThanOrEqual(360)
      await expectAccessible(uploader)
      await uploader.screenshot({ path: test.info().outputPath('uploader-360.png'), fullPage: true })
      await phone.close()
    })

    await test.step('staff see the thumbnails and download two as a zip', async () => {
      await page.reload()
      const section = page.getByTestId('project-photos')
      const cards = section.getByTestId('project-photo')
      // Each photo is re-encoded with its thumbnail after its last chunk: on a busy machine that can
      // outlast the default wait.
      await expect(cards).toHaveCount(3, { timeout: 30_000 })
      // The thumbnails load from their signed addresses.
      await expect
        .poll(() =>
          cards
            .first()
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0)
      await section.getByRole('checkbox', { name: 'Gala 1.jpg seç' }).check()
      await section.getByRole('checkbox', { name: 'Gala 3.jpg seç' }).check()
      await expect(section.getByTestId('photo-selected-count')).toHaveText('2 fotoğraf seçildi')
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        section.getByRole('button', { name: 'Seçilenleri indir (zip)' }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/\.zip$/)
      // Streamed by the browser from a five-minute signed link, never a blob: address in the page.
      expect(download.url()).toMatch(/\/api\/v1\/project\/[^/]+\/photos\/zip\?.*signature=/)
      const names = await zipNames(await readFile(await download.path()))
      expect(names.sort()).toEqual(['Gala 1.jpg', 'Gala 3.jpg'])
      await expectAccessible(page)
    })

    await test.step('deleting a photo gives its space back: the link card shows less used', async () => {
      const section = page.getByTestId('project-photos')
      const card = section.locator('[data-testid="photo-link"][data-link-name="Gala fotoğrafçısı"]').first()
      const usage = card.getByText(/ \/ 100 MB · \d+ fotoğraf/)
      await expect(usage).toContainText('3 fotoğraf')
      const before = await usage.innerText()
      await section.getByRole('button', { name: 'Gala 2.jpg fotoğrafını sil' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click()
      await expect(section.getByTestId('project-photo')).toHaveCount(2)
      await expect(usage).toContainText('2 fotoğraf')
      const used = (text: string) => Number(text.split(' MB')[0]?.replace(',', '.'))
      expect(used(await usage.innerText())).toBeLessThan(used(before))
    })

    await test.step('a HEIC photo is made a JPEG in the browser and uploaded (360 px)', async () => {
      const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'tr-TR' })
      const uploader = await phone.newPage()
      const errors: string[] = []
      uploader.on('pageerror', (error) => errors.push(error.message))
      await visit(uploader, linkPath)
      await uploader
        .locator('input[name="photos"]')
        .setInputFiles([{ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: HEIC_SAMPLE }])
      await expect(uploader.locator('[data-testid="photo-item"][data-name="IMG_0001.HEIC"]')).toHaveAttribute(
        'data-status',
        'done',
        { timeout: 60_000 },
      )
      expect(errors).toEqual([])
      await phone.close()
      await page.reload()
      const photo = page
        .getByTestId('project-photos')
        .locator('[data-testid="project-photo"][data-name="IMG_0001.jpg"]')
      await expect(photo).toBeVisible({ timeout: 30_000 })
    })
  })
})
