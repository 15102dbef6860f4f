import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
let admin: Api
let user: Api
let other: Api
let url: string
beforeAll(async () => {
  testApp = await createTestApp()
  const demoAdmin = await loginAs(testApp.app, 'admin@demo.ajanda.test')
  admin = apiAs(testApp.app, demoAdmin.headers)
  user = apiAs(testApp.app, (await loginAs(testApp.app, 'user@demo.ajanda.test')).headers)
  other = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers)
  url = `/event-companies/${demoAdmin.user.event_company_id}`
})
afterAll(async () => {
  await testApp?.close()
})

// The smallest valid PNG: 1x1, transparent.
const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
const local = (fileUrl: string) => fileUrl.replace('http://ajanda.test', '')

describe('company images', () => {
  it.each([
    ['logo', 'logo'],
    ['square-logo', 'square_logo'],
    ['email-logo', 'email_logo'],
  ])('POST %s stores the image and serves it back; DELETE removes it', async (kind, field) => {
    const stored = await admin.post(`${url}/${kind}`, { file: PNG_1X1 })
    expect(stored.statusCode, stored.body).toBe(200)
    expect(stored.json().message).toBe('Görsel güncellendi.')
    const fileUrl: string = stored.json().event_company[field]
    expect(fileUrl).toMatch(/^http:\/\/ajanda\.test\/files\/company-images\/\d+\/[\w-]+\.png$/)
    const file = await testApp.app.inject({ method: 'GET', url: local(fileUrl) })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')

    // A new image replaces the old file.
    const replaced = await admin.post(`${url}/${kind}`, { file: PNG_1X1 })
    expect(replaced.json().event_company[field]).not.toBe(fileUrl)
    expect((await testApp.app.inject({ method: 'GET', url: local(fileUrl) })).statusCode).toBe(404)

    const removed = await admin.delete(`${url}/${kind}`)
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toMatchObject({ message: 'Görsel silindi.', event_company: { [field]: null } })
  })

  it('refuses what is not a PNG, JPEG or WebP image, and a missing file', async () => {
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`
    const fake = `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`
    for (const file of [svg, fake, 'hello']) {
      const response = await admin.post(`${url}/logo`, { file })
      expect(response.statusCode).toBe(422)
      expect(response.json().errors).toEqual({
        file: ['Geçerli bir görsel (PNG, JPEG veya WebP) seçmelisin'],
      })
    }
    expect((await admin.post(`${url}/logo`, {})).json().errors).toEqual({ file: ['Bu alan zorunludur'] })
  })

  it('refuses an image over 2 MB', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 10)
    Buffer.from(PNG_1X1.split(',')[1] as string, 'base64').copy(big)
    const response = await admin.post(`${url}/logo`, {
      file: `data:image/png;base64,${big.toString('base64')}`,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ file: ['Görsel en fazla 2 MB olabilir'] })
  })

  it("is for admins only, and another company's id is not found", async () => {
    expect((await user.post(`${url}/logo`, { file: PNG_1X1 })).statusCode).toBe(403)
    expect((await user.delete(`${url}/logo`)).statusCode).toBe(403)
    expect((await other.post(`${url}/square-logo`, { file: PNG_1X1 })).statusCode).toBe(404)
    expect((await other.delete(`${url}/square-logo`)).statusCode).toBe(404)
  })
})

describe('GET /event-company/logo/{host}_logo.png', () => {
  it('redirects to the logo of the company at that host, without signing in', async () => {
    const stored = await admin.post(`${url}/logo`, { file: PNG_1X1 })
    const logoUrl: string = stored.json().event_company.logo
    const anonymous = apiAs(testApp.app)
    const response = await anonymous.get('/event-company/logo/demo.ajanda.test_logo.png')
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe(logoUrl)
    // Host names come in any case and sometimes with a port.
    expect((await anonymous.get('/event-company/logo/DEMO.ajanda.test:3000_logo.png')).statusCode).toBe(302)
  })

  it('answers an empty 204, not a 404, for an unknown host and a company without a logo', async () => {
    const anonymous = apiAs(testApp.app)
    await admin.delete(`${url}/logo`)
    for (const file of ['nowhere.test_logo.png', 'demo.ajanda.test_logo.png']) {
      const response = await anonymous.get(`/event-company/logo/${file}`)
      expect(response.statusCode, file).toBe(204)
      expect(response.body, file).toBe('')
      expect(response.headers['cache-control'], file).toBe('public, max-age=300')
    }
  })

  it('answers 404 for a name that is not {host}_logo.png', async () => {
    const anonymous = apiAs(testApp.app)
    for (const file of ['demo.ajanda.test.png', '_logo.png']) {
      const response = await anonymous.get(`/event-company/logo/${file}`)
      expect(response.statusCode, file).toBe(404)
      expect(response.json()).toEqual({ message: 'Aradığın kayıt bulunamadı.' })
    }
  })
})
