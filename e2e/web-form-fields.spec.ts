import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { apiToken } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { visit } from './support/pages'
import { pdfSample } from './support/pdf-sample'
import { newCongressForm, staffApi } from './support/public-forms'

/**
 * The web form's field kinds that need more than a text box, walked on its own Preact build
 * (decisions/0034): a file checked by its content on the server, a signature drawn with the mouse, the
 * captcha's proof of work in a worker, a flight choice and a room mate found by name, sent through a
 * personal link and read back through the staff API (the file and the signature downloaded).
 */

interface FileAnswer {
  url: string
  name: string
  size: number
  mime: string
}

interface ProjectFlight {
  id: number
  airline_code: string
  flight_code: string
}

const TITLES = {
  file: 'Pasaport kopyası',
  signature: 'İmzanız',
  flight: 'Gidiş uçuşunuz',
  roomMate: 'Oda arkadaşınız',
  captcha: 'Güvenlik doğrulaması',
} as const

/** The form, the person who fills it (by their personal link) and the mate they choose. */
async function setUp(request: APIRequestContext, stamp: number) {
  const call = await staffApi(request)
  const builder = await newCongressForm(call, `E2E Alan Türleri ${stamp}`)
  const person = async (first: string) =>
    (
      await call<{ data: { id: number; pcode: string } }>('post', `/project/${builder.projectId}/attendees`, {
        first_name: first,
        last_name: `Alan${stamp}`,
        email: `${first.toLowerCase()}.alan.${stamp}@example.com`,
        status: 'REGISTERED',
      })
    ).data
  const chooser = await person('Deniz')
  const mate = await person('Ece')

  const ids = {
    file: await builder.field('file_uploader', 0, {
      title: { tr: TITLES.file, en: 'Passport copy' },
      is_required: true,
      file_type: 'file',
      file_size: 2,
    }),
    signature: await builder.field('signature', 1, {
      title: { tr: TITLES.signature, en: 'Your signature' },
      is_required: true,
    }),
    flight: await builder.field('flight', 2, {
      title: { tr: TITLES.flight, en: 'Your outbound flight' },
      is_required: true,
    }),
    roomMate: await builder.field('room_mates', 3, {
      title: { tr: TITLES.roomMate, en: 'Your room mate' },
      room_mate_type: 'CHOOSE_ANYONE',
      selected_room_mate_visible: true,
    }),
    captcha: await builder.field('captcha', 4, { title: { tr: TITLES.captcha, en: 'Security check' } }),
  }
  const flights = (await call<{ data: ProjectFlight[] }>('get', `/project/${builder.projectId}/flights`)).data
  expect(flights.length).toBeGreaterThan(0)
  for (const flight of flights)
    await call('post', `/form/${builder.code}/field/${ids.flight}/flight_option`, {
      flight_id: flight.id,
      quota_available: 50,
    })
  const form = await builder.publish()
  return { call, form, ids, chooser, mate, flight: flights.at(-1) as ProjectFlight, stamp }
}

type SetUp = Awaited<ReturnType<typeof setUp>>

/** Counts SHA-256 digests on the page's own thread: the captcha's work must happen in its worker. */
async function countMainThreadDigests(page: Page) {
  await page.addInitScript(() => {
    const subtle = globalThis.crypto?.subtle
    if (!subtle) return
    const digest = subtle.digest.bind(subtle)
    const counted = window as unknown as { __mainDigests: number }
    counted.__mainDigests = 0
    subtle.digest = (...args: Parameters<SubtleCrypto['digest']>) => {
      counted.__mainDigests++
      return digest(...args)
    }
  })
}

/** A signature's strokes: a few mouse drags across the canvas. */
async function drawSignature(page: Page) {
  const canvas = page.getByRole('img', { name: 'İmza alanı' })
  await canvas.scrollIntoViewIfNeeded()
  const box = await canvas.boundingBox()
  if (!box) throw new Error('no signature canvas')
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const
  await page.mouse.move(...at(0.1, 0.6))
  await page.mouse.down()
  for (const [x, y] of [
    [0.2, 0.3],
    [0.3, 0.7],
    [0.45, 0.35],
    [0.6, 0.65],
    [0.75, 0.3],
    [0.9, 0.55],
  ] as const)
    await page.mouse.move(...at(x, y), { steps: 6 })
  await page.mouse.up()
}

/** The staff's copy of an answer's file: its signed address asked as JSON, then its bytes. */
async function downloadAnswerFile(request: APIRequestContext, attendeeId: number, url: string) {
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const signed = await request.get(`/api/v1/attendees/${attendeeId}/files/${encodeURIComponent(url)}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  })
  expect(signed.ok(), await signed.text()).toBe(true)
  const address = ((await signed.json()) as { data: { url: string } }).data.url
  const file = await request.get(address)
  expect(file.ok()).toBe(true)
  return file.body()
}

/** How many of a PNG's pixels are dark: a drawn signature has strokes, a blank pad none. */
function darkPixels(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    context.drawImage(bitmap, 0, 0)
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height)
    let dark = 0
    for (let i = 0; i < data.length; i += 4)
      if ((data[i] as number) < 128 && (data[i + 3] as number) > 128) dark++
    return dark
  }, png.toString('base64'))
}

async function fillAndSend(page: Page, setup: SetUp) {
  const { form, chooser, flight, stamp } = setup
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(worker.url()))
  const failures: string[] = []
  page.on('pageerror', (error) => failures.push(error.message))
  page.on('console', (message) => {
    // The refused file below is the one 422 the browser logs on purpose.
    const refusedUpload = /status of 422/.test(message.text())
    if (message.type() === 'error' && !refusedUpload) failures.push(message.text())
  })
  await countMainThreadDigests(page)

  await test.step('the personal link opens the form on its own build', async () => {
    await visit(page, `/web-form/${form.slug}/${chooser.pcode}`)
    await expect(page.getByText(`Deniz Alan${stamp}`)).toBeVisible()
    // The Preact build, not the app's: web-form.html's entry.
    const entry = await page.locator('script[type="module"][src*="/assets/web-form-"]').count()
    expect(entry).toBe(1)
  })

  await test.step('a file that is not what its name says is refused; a real PDF is kept', async () => {
    const input = page.locator('input[type="file"]')
    await input.setInputFiles({
      name: 'pasaport.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(56).fill(0)]),
    })
    await expect(page.getByText('Dosya yüklenemedi. Tekrar dene.')).toBeVisible()
    const uploaded = page.waitForResponse((response) => /\/upload\/\d+/.test(response.url()))
    // The browser's type is no evidence: the server reads the bytes.
    await input.setInputFiles({
      name: 'pasaport.pdf',
      mimeType: 'application/octet-stream',
      buffer: pdfSample(),
    })
    const answer = (await (await uploaded).json()) as FileAnswer
    expect(answer).toMatchObject({ name: 'pasaport.pdf', mime: 'application/pdf', size: pdfSample().length })
    await expect(page.getByText('Dosya yüklenemedi. Tekrar dene.')).toHaveCount(0)
    await expect(page.getByText('pasaport.pdf', { exact: true })).toBeVisible()
  })

  await test.step('a signature drawn with the mouse is uploaded as a PNG', async () => {
    const uploaded = page.waitForResponse((response) => /\/upload\/\d+/.test(response.url()))
    await drawSignature(page)
    const answer = (await (await uploaded).json()) as FileAnswer
    expect(answer).toMatchObject({ name: 'imza.png', mime: 'image/png' })
    await expect(page.getByText('İmza alındı.')).toBeVisible()
    // The pad still shows the strokes once the answer is in (it was mounted afresh and blank once).
    const inked = await page
      .getByRole('img', { name: 'İmza alanı' })
      .evaluate((canvas: HTMLCanvasElement) => {
        const { data } = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(
          0,
          0,
          canvas.width,
          canvas.height,
        )
        let dark = 0
        for (let i = 0; i < data.length; i += 4) if ((data[i] as number) < 128) dark++
        return dark
      })
    expect(inked).toBeGreaterThan(100)
  })

  await test.step('a flight and a room mate found by name', async () => {
    const flightName = new RegExp(`${flight.airline_code}\\s?${flight.flight_code}`)
    await page.getByRole('radio', { name: flightName }).check()
    await expect(page.getByRole('radio', { name: flightName })).toBeChecked()
    const room = page.getByRole('group', { name: TITLES.roomMate })
    const picker = room.getByRole('combobox', { name: 'Oda arkadaşı' })
    await picker.click()
    await picker.fill(`Ece Alan${stamp}`)
    await page.getByRole('option', { name: `Ece Alan${stamp}` }).click()
    await expect(picker).toHaveValue(`Ece Alan${stamp}`)
  })

  await test.step('the captcha is worked out in its worker', async () => {
    await page.getByRole('button', { name: 'Ben robot değilim' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Doğrulandı' })).toBeVisible({ timeout: 30_000 })
    expect(workers.some((url) => /\/assets\/captcha\.worker-[\w-]+\.js$/.test(url))).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { __mainDigests: number }).__mainDigests)).toBe(0)
    await expectAccessible(page)
  })

  await test.step('sent, the confirmation shows', async () => {
    await page.getByRole('button', { name: 'Güncelle' }).click()
    await expect(page.getByTestId('webform-confirmation')).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(width).toBeLessThanOrEqual(1)
    await expectAccessible(page)
  })
  expect(failures).toEqual([])
}

async function expectStored(page: Page, request: APIRequestContext, setup: SetUp) {
  const { call, form, ids, chooser, mate, flight } = setup
  // GET /attendees/{id} answers the attendee itself, not under `data`.
  const detail = await call<{
    answers: { form_id: number; answers: Record<string, unknown> }[]
    room_mate: { id: number; name: string; confirmed: boolean } | null
  }>('get', `/attendees/${chooser.id}`)
  const answers = detail.answers.find((row) => row.form_id === form.id)?.answers ?? {}
  expect(answers[ids.flight]).toBe(flight.id)
  expect(answers[ids.roomMate]).toEqual({ attendee_id: mate.id })
  expect(answers).not.toHaveProperty(String(ids.captcha))
  expect(detail.room_mate).toMatchObject({ id: mate.id, name: `Ece Alan${setup.stamp}` })

  const file = answers[ids.file] as FileAnswer
  expect(file).toMatchObject({ name: 'pasaport.pdf', mime: 'application/pdf' })
  expect((await downloadAnswerFile(request, chooser.id, file.url)).equals(pdfSample())).toBe(true)

  const signature = answers[ids.signature] as FileAnswer
  expect(signature).toMatchObject({ name: 'imza.png', mime: 'image/png' })
  const png = await downloadAnswerFile(request, chooser.id, signature.url)
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  expect(await darkPixels(page, png)).toBeGreaterThan(100)
}

test.describe('the web form field kinds on its own build (issue 21)', () => {
  for (const screen of [
    { name: 'a desktop', width: 1280, height: 800 },
    { name: 'a 360 px phone', width: 360, height: 740 },
  ])
    test(`on ${screen.name}: a file, a signature, a flight, a room mate and the captcha are sent and stored`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000)
      const setup = await setUp(request, Date.now())
      await page.setViewportSize({ width: screen.width, height: screen.height })
      await fillAndSend(page, setup)
      await test.step('staff read every answer back; the file and the signature download', async () => {
        await expectStored(page, request, setup)
      })
    })
})
