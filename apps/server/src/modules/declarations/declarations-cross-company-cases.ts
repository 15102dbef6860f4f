import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

/**
 * The staff download of a declaration's PDF and its reset (declarations.routes.ts; spread by
 * test-support/cross-company-cases.ts): the demo admin publishes a declaration form on the demo
 * congress, a registered attendee declares through their code, so the demo admin downloads the copy
 * and another company gets 404.
 */

async function call<T>(demo: DemoSession, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await demo.app.inject({ method, url: `/api/v1${url}`, headers: demo.headers, payload })
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
  return response.json() as T
}

let sequence = 0

async function declaredAttendeeUrl(demo: DemoSession): Promise<string> {
  const { data } = await call<{ data: { slug: string; project_id: number | null }[] }>(demo, 'GET', '/forms')
  const projectId = data.find((row) => row.slug === 'kongre-kayit')?.project_id
  if (!projectId) throw new Error('no demo congress')
  const made = await call<{ data: { id: number } }>(demo, 'POST', '/forms', {
    project_id: projectId,
    name: `Çapraz Beyan ${++sequence}`,
    form_type: 'declaration',
    type: 'PERSONAL',
  })
  await call(demo, 'PUT', `/form/${made.data.id}`, { status: 'published' })
  const page = await call<{ data: { id: number }[] }>(
    demo,
    'GET',
    `/project/${projectId}/attendees?status=REGISTERED&per_page=1&page=${sequence}`,
  )
  const attendeeId = page.data[0]?.id
  if (!attendeeId) throw new Error('no demo attendee')
  const { dcode } = await call<{ dcode: string }>(demo, 'GET', `/attendees/${attendeeId}`)
  const declared = await demo.app.inject({
    method: 'POST',
    url: `/api/v1/declaration/${dcode}`,
    payload: { answers: {} },
    remoteAddress: `10.251.0.${sequence}`,
  })
  if (declared.statusCode !== 200) throw new Error(`declare: ${declared.statusCode} ${declared.body}`)
  return `/api/v1/attendees/${attendeeId}/declaration`
}

export const declarationsCrossCompanyCases: CrossCompanyCase[] = [
  { route: 'GET /api/v1/attendees/:id/declaration', target: declaredAttendeeUrl },
  // The reset: another company's call goes first and must leave the declaration for the owner's.
  { route: 'DELETE /api/v1/attendees/:id/declaration', target: declaredAttendeeUrl },
]
