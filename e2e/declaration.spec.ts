import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { readPdfPages } from '../apps/server/src/modules/budgets/export/read-pdf-text'
import { apiToken } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, visit } from './support/pages'

const TURKISH = /[çğıİöşüÇĞÖŞÜ]/
const CONSENT = 'Kişisel verilerimin etkinlik kapsamında işlenmesine onay veriyorum.'

/**
 * The scene through the staff API: a published declaration form on the demo congress (a KVKK contract
 * and a signature) and a registered attendee whose name has Turkish letters, with their dcode.
 */
async function declarationScene(request: APIRequestContext) {
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const headers = { Authorization: `Bearer ${token}` }
  const json = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), await response.text()).toBe(true)
    return (await response.json()) as T
  }
  const forms = await json<{
    data: { slug: string; project_id: number | null; project_code: string | null }[]
  }>(await request.get('/api/v1/forms', { headers }))
  const congress = forms.data.find((form) => form.slug === 'kongre-kayit')
  if (!congress?.project_id || !congress.project_code) throw new Error('no demo congress')
  type Detail = {
    id: number
    code: string
    sections: { id: number; fields: { id: number; type: string }[] }[]
  }
  const created = await json<{ data: Detail }>(
    await request.post('/api/v1/forms', {
      headers,
      data: {
        project_id: congress.project_id,
        name: 'Katılımcı Beyanı',
        form_type: 'declaration',
        type: 'PERSONAL',
        languages: ['tr', 'en'],
      },
    }),
  )
  const form = created.data
  const withSection = await json<{ data: Detail }>(
    await request.post(`/api/v1/form/${form.code}/section`, { headers, data: { name: 'Onaylar' } }),
  )
  const sectionId = withSection.data.sections[0]?.id as number
  const addField = async (type: string, index: number) => {
    const after = await json<{ data: Detail }>(
      await request.post(`/api/v1/form/${form.code}/field`, {
        headers,
        data: { section_id: sectionId, field_type: type, field_index: index },
      }),
    )
    return after.data.sections.flatMap((section) => section.fields).find((field) => field.type === type)
      ?.id as number
  }
  const contractId = await addField('contract', 0)
  await json(
    await request.put(`/api/v1/form/field/${contractId}`, {
      headers,
      data: {
        title: { tr: 'KVKK Aydınlatma Metni', en: 'Privacy notice' },
        props: { contract_type: 'text', text: { tr: CONSENT, en: 'I consent to my data being processed.' } },
      },
    }),
  )
  const signatureId = await addField('signature', 1)
  await json(
    await request.put(`/api/v1/form/field/${signatureId}`, {
      headers,
      data: { title: { tr: 'İmzanız', en: 'Your signature' } },
    }),
  )
  await json(await request.put(`/api/v1/form/${form.id}`, { headers, data: { status: 'published' } }))

  const page = await json<{ data: { id: number; first_name: string; last_name: string }[] }>(
    await request.get(`/api/v1/project/${congress.project_id}/attendees`, {
      headers,
      params: { status: 'REGISTERED', page_size: 100 },
    }),
  )
  const person = page.data.find((row) => TURKISH.test(`${row.first_name} ${row.last_name}`))
  if (!person) throw new Error('no registered demo attendee with Turkish letters in the name')
  const detail = await json<{ dcode: string }>(
    await request.get(`/api/v1/attendees/${person.id}`, { headers }),
  )
  return {
    projectCode: congress.project_code,
    attendeeId: person.id,
    name: `${person.first_name} ${person.last_name}`,
    dcode: detail.dcode,
  }
}

test.describe('the attendee declaration (issue 22 item 6)', () => {
  test('filled and signed on a 360 px phone; staff see Beyan and download the PDF', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const scene = await declarationScene(request)

    await test.step('the attendee reads, accepts and signs on a phone', async () => {
      const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'tr-TR' })
      const attendeePage = await phone.newPage()
      attendeePage.on('pageerror', (error) => errors.push(error.message))
      await visit(attendeePage, `/declaration/${scene.dcode}`)
      await expect(attendeePage.getByRole('heading', { name: 'Katılımcı Beyanı', level: 1 })).toBeVisible()
      await expect(attendeePage.getByText(`Merhaba ${scene.name},`)).toBeVisible()
      await expect(attendeePage.getByText(CONSENT)).toBeVisible()
      await expectAccessible(attendeePage)
      // No horizontal scrolling at 360 px.
      const overflow = await attendeePage.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)

      // Sent without accepting or signing: the engine's errors, nothing sent.
      await attendeePage.getByRole('button', { name: 'Beyanımı gönder' }).click()
      await expect(attendeePage.getByText('Lütfen işaretli alanları kontrol edin.')).toBeVisible()

      await attendeePage.getByRole('checkbox', { name: 'Okudum, kabul ediyorum' }).check()
      const pad = attendeePage.getByRole('img', { name: 'İmza alanı' })
      await pad.scrollIntoViewIfNeeded()
      const box = await pad.boundingBox()
      if (!box) throw new Error('no signature pad')
      await attendeePage.mouse.move(box.x + 30, box.y + 100)
      await attendeePage.mouse.down()
      for (const [x, y] of [
        [70, 60],
        [110, 120],
        [160, 50],
        [220, 110],
      ] as const)
        await attendeePage.mouse.move(box.x + x, box.y + y, { steps: 5 })
      await attendeePage.mouse.up()
      await expect(attendeePage.getByText('İmza alındı.')).toBeVisible()

      await attendeePage.getByRole('button', { name: 'Beyanımı gönder' }).click()
      await expect(attendeePage.getByTestId('declared')).toContainText('Teşekkürler!')
      await expectAccessible(attendeePage)
      // Opened again: the date instead of the form.
      await attendeePage.reload()
      await expect(attendeePage.getByTestId('declared')).toContainText('tarihinde alındı')
      await expect(attendeePage.getByRole('button', { name: 'Beyanımı gönder' })).toHaveCount(0)
      await phone.close()
    })

    await test.step('staff see "Beyan" in the attendees tab and download the PDF', async () => {
      await login(page, DEMO.admin)
      await visit(page, `/project/${scene.projectCode}/attendees?attendee=${scene.attendeeId}`)
      await expect(page.getByRole('columnheader', { name: 'Beyan' })).toBeVisible()
      const drawer = page.getByRole('dialog')
      await expect(drawer.getByText(/tarihinde beyan verdi/)).toBeVisible()
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        drawer.getByRole('button', { name: 'Beyanı indir (PDF)' }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/^beyan-.+\.pdf$/)
      const text = readPdfPages(await readFile(await download.path())).join('\n')
      expect(text).toContain('KVKK Aydınlatma Metni')
      expect(text).toContain(scene.name)
      await expectAccessible(page)
    })

    await test.step('staff reset the declaration after a confirmation naming the attendee', async () => {
      const drawer = page.getByRole('dialog', { name: scene.name })
      await drawer.getByRole('button', { name: 'Beyanı sıfırla' }).click()
      const confirm = page.getByRole('dialog', { name: 'Emin misin?' })
      await expect(confirm).toContainText(scene.name)
      await expectAccessible(page)
      await confirm.getByRole('button', { name: 'Beyanı sıfırla' }).click()
      await expect(page.getByText('Beyan sıfırlandı.', { exact: false }).first()).toBeVisible()
      await expect(drawer.getByText('Beyan verilmedi')).toBeVisible()
      await expect(drawer.getByRole('button', { name: 'Beyanı indir (PDF)' })).toHaveCount(0)
    })

    await test.step('on the phone the form is back and takes a new signature', async () => {
      const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'tr-TR' })
      const attendeePage = await phone.newPage()
      attendeePage.on('pageerror', (error) => errors.push(error.message))
      await visit(attendeePage, `/declaration/${scene.dcode}`)
      await attendeePage.getByRole('checkbox', { name: 'Okudum, kabul ediyorum' }).check()
      const pad = attendeePage.getByRole('img', { name: 'İmza alanı' })
      await pad.scrollIntoViewIfNeeded()
      const box = await pad.boundingBox()
      if (!box) throw new Error('no signature pad')
      await attendeePage.mouse.move(box.x + 40, box.y + 80)
      await attendeePage.mouse.down()
      await attendeePage.mouse.move(box.x + 200, box.y + 60, { steps: 8 })
      await attendeePage.mouse.up()
      await expect(attendeePage.getByText('İmza alındı.')).toBeVisible()
      await attendeePage.getByRole('button', { name: 'Beyanımı gönder' }).click()
      await expect(attendeePage.getByTestId('declared')).toContainText('Teşekkürler!')
      await phone.close()
      // Staff see the new declaration when the drawer is read again.
      await page.reload()
      await expect(page.getByRole('dialog').getByText(/tarihinde beyan verdi/)).toBeVisible()
    })
    expect(errors).toEqual([])
  })
})
