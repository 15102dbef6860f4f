import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

/**
 * The staff download of an attendee's uploaded file (webform-extras.routes.ts; spread by
 * test-support/cross-company-cases.ts): a demo congress attendee gets a signature uploaded through the
 * public route and set as the answer by a staff edit, so the demo admin downloads it and another
 * company gets 404.
 */

async function call<T>(demo: DemoSession, method: 'GET' | 'PUT', url: string, payload?: object): Promise<T> {
  const response = await demo.app.inject({ method, url: `/api/v1${url}`, headers: demo.headers, payload })
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
  return response.json() as T
}

/** The smallest PNG (1×1, transparent). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

async function attendeeFileUrl(demo: DemoSession): Promise<string> {
  const forms = await call<{ data: { id: number; slug: string; project_id: number | null }[] }>(
    demo,
    'GET',
    '/forms',
  )
  const registration = forms.data.find((row) => row.slug === 'kongre-kayit')
  if (!registration?.project_id) throw new Error('no demo congress form')
  const form = await call<{ sections: { fields: { id: number; type: string }[] }[] }>(
    demo,
    'GET',
    `/form/${registration.id}`,
  )
  const signature = form.sections.flatMap((s) => s.fields).find((f) => f.type === 'signature')
  const page = await call<{ data: { id: number }[] }>(
    demo,
    'GET',
    `/project/${registration.project_id}/attendees?status=REGISTERED&form_id=${registration.id}&per_page=5`,
  )
  const attendeeId = page.data[0]?.id
  if (!signature || !attendeeId) throw new Error('no demo registration with a signature')
  const detail = await call<{
    pcode: string
    answers: { form_id: number; answers: Record<string, unknown> }[]
  }>(demo, 'GET', `/attendees/${attendeeId}`)
  const boundary = '----ajanda-cross-company'
  const uploaded = await demo.app.inject({
    method: 'POST',
    url: `/api/v1/webform/kongre-kayit/${detail.pcode}/upload/${signature.id}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    remoteAddress: '10.250.0.1',
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="imza.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  })
  if (uploaded.statusCode !== 200) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`)
  const file = uploaded.json() as { url: string }
  const earlier = detail.answers.find((row) => row.form_id === registration.id)?.answers ?? {}
  await call(demo, 'PUT', `/attendees/${attendeeId}/answers/${registration.id}`, {
    answers: { ...earlier, [signature.id]: file },
  })
  return `/api/v1/attendees/${attendeeId}/files/${encodeURIComponent(file.url)}`
}

export const webformExtrasCrossCompanyCases: CrossCompanyCase[] = [
  { route: 'GET /api/v1/attendees/:id/files/:ref', target: attendeeFileUrl },
]
