import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

/**
 * The form routes with a record parameter (test-support/cross-company-cases.ts spreads these): a user
 * of another company gets 404 for the demo company's forms, sections, fields, options, rules, flight
 * options and list matches. Each case builds a fresh form on the demo congress (demo-forms.ts), so a
 * delete or a sort finds exactly what it names.
 */
let sequence = 0

async function call<T>(
  demo: DemoSession,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<T> {
  const response = await demo.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: demo.headers,
    payload: payload as Record<string, unknown> | undefined,
  })
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
  return response.json() as T
}

interface Built {
  id: number
  code: string
  sectionIds: [number, number]
  dropdownId: number
  optionIds: number[]
  flightFieldId: number
  flightOptionId: number
  matesFieldId: number
  textFieldId: number
  ruleId: number
  matchId: number
  flightId: number
  listIds: number[]
}

/** The demo congress: the project of the seeded registration form, with its flights and lists. */
async function readCongress(demo: DemoSession) {
  const { data } = await call<{ data: { slug: string; project_id: number | null }[] }>(
    demo,
    'GET',
    '/forms?form_type=registration',
  )
  const projectId = (data.find((row) => row.slug === 'kongre-kayit') ?? data.find((row) => row.project_id))
    ?.project_id
  if (!projectId) throw new Error('no demo registration form of a project')
  const flights = await call<{ data: { id: number }[] }>(demo, 'GET', `/project/${projectId}/flights`)
  const lists = await call<{ data: { id: number }[] }>(demo, 'GET', `/project/${projectId}/attendees/lists`)
  const flightId = flights.data[0]?.id
  const [listOne, listTwo] = [lists.data[0]?.id, lists.data[1]?.id ?? lists.data[0]?.id]
  if (!flightId || !listOne || !listTwo) throw new Error('the demo congress has no flights or attendee lists')
  return { projectId, flightId, listIds: [listOne, listTwo] }
}
/** Read once per app: the net walks many cases, each building a form of its own. */
const congresses = new WeakMap<object, ReturnType<typeof readCongress>>()
function congress(demo: DemoSession) {
  let found = congresses.get(demo.app)
  if (!found) {
    found = readCongress(demo)
    congresses.set(demo.app, found)
  }
  return found
}

let last: Built | undefined
type Part = 'options' | 'rule' | 'flight' | 'match'

/**
 * A PERSONAL form of two sections with a text field in the second and a dropdown in the first; with
 * `parts`, also two options, a section rule on the dropdown, a flight field offering a flight, a
 * room-mates field with a list match. Each case asks only for what it touches (the net has a time limit).
 */
async function build(demo: DemoSession, ...parts: Part[]): Promise<Built> {
  const place = await congress(demo)
  let form = (
    await call<{ data: FormDetail }>(demo, 'POST', '/forms', {
      name: `Çapraz Form ${++sequence}`,
      form_type: 'rsvp',
      type: 'PERSONAL',
      project_id: place.projectId,
    })
  ).data
  const base = `/form/${form.code}`
  await call(demo, 'POST', `${base}/section`, { name: 'Bir' })
  form = (await call<{ data: FormDetail }>(demo, 'POST', `${base}/section`, { name: 'İki' })).data
  const [one, two] = form.sections.map((section) => section.id) as [number, number]
  const add = async (section: number, type: string) => {
    const detail = (
      await call<{ data: FormDetail }>(demo, 'POST', `${base}/field`, {
        section_id: section,
        field_type: type,
        field_index: 100,
      })
    ).data
    const fields = detail.sections.find((s) => s.id === section)?.fields ?? []
    return fields.at(-1)?.id as number
  }
  const made: Built = {
    id: form.id,
    code: form.code,
    sectionIds: [one, two],
    dropdownId: await add(one, 'dropdown'),
    optionIds: [],
    flightFieldId: 0,
    flightOptionId: 0,
    matesFieldId: 0,
    textFieldId: await add(two, 'short_answer'),
    ruleId: 0,
    matchId: 0,
    flightId: place.flightId,
    listIds: place.listIds,
  }
  if (parts.includes('options')) {
    await call(demo, 'POST', `${base}/field/${made.dropdownId}/option`, { option_text: 'Evet' })
    const dropdown = await call<{ data: { options: { id: number }[] } }>(
      demo,
      'POST',
      `${base}/field/${made.dropdownId}/option`,
      { option_text: 'Hayır' },
    )
    made.optionIds = dropdown.data.options.map((option) => option.id)
  }
  if (parts.includes('rule')) {
    const rule = await call<{ section: { rules: { id: number }[] } }>(demo, 'POST', `${base}/rules`, {
      type: 'FORMSECTION',
      source: two,
      target: `FIELD-${made.dropdownId}`,
      operator: 'FULL',
    })
    made.ruleId = rule.section.rules[0]?.id as number
  }
  if (parts.includes('flight')) {
    made.flightFieldId = await add(one, 'flight')
    const field = await call<{ data: { flight_options: { id: number }[] } }>(
      demo,
      'POST',
      `${base}/field/${made.flightFieldId}/flight_option`,
      { flight_id: made.flightId },
    )
    made.flightOptionId = field.data.flight_options[0]?.id as number
  }
  if (parts.includes('match')) {
    made.matesFieldId = await add(one, 'room_mates')
    const matches = await call<{ data: { id: number }[] }>(demo, 'POST', `${base}/attendee_list_match`, {
      field_id: made.matesFieldId,
      attendee_list_id_one: made.listIds[0],
      attendee_list_id_two: made.listIds[1],
    })
    made.matchId = matches.data[0]?.id as number
  }
  last = made
  return made
}

/** The form the case's target just built (payloads run after targets). */
const built = (): Built => {
  if (!last) throw new Error('no form built yet')
  return last
}
const at =
  (path: (form: Built) => string, ...parts: Part[]) =>
  async (demo: DemoSession): Promise<string> =>
    `/api/v1${path(await build(demo, ...parts))}`

export const formsCrossCompanyCases: CrossCompanyCase[] = [
  { route: 'GET /api/v1/form/:id', target: at((f) => `/form/${f.id}`) },
  { route: 'PUT /api/v1/form/:id', target: at((f) => `/form/${f.id}`), payload: { name: 'Yeni ad' } },
  { route: 'DELETE /api/v1/form/:id', target: at((f) => `/form/${f.id}`) },
  { route: 'POST /api/v1/form/:id/clone', target: at((f) => `/form/${f.id}/clone`) },
  {
    route: 'POST /api/v1/form/:code/section',
    target: at((f) => `/form/${f.code}/section`),
    payload: { name: 'Yeni bölüm' },
  },
  {
    route: 'PUT /api/v1/form/:code/section/:id',
    target: at((f) => `/form/${f.code}/section/${f.sectionIds[0]}`),
    payload: { title: { tr: 'Yeni başlık' } },
  },
  {
    route: 'DELETE /api/v1/form/:code/section/:id',
    target: at((f) => `/form/${f.code}/section/${f.sectionIds[1]}`),
  },
  {
    route: 'POST /api/v1/form/:code/sort',
    target: at((f) => `/form/${f.code}/sort`),
    payload: async () => ({ sections: built().sectionIds }),
  },
  {
    route: 'PUT /api/v1/form/:code/section/:sectionId/sort',
    target: at((f) => `/form/${f.code}/section/${f.sectionIds[1]}/sort`),
    payload: async () => ({ fields: [built().textFieldId] }),
  },
  {
    route: 'POST /api/v1/form/:code/field',
    target: at((f) => `/form/${f.code}/field`),
    payload: async () => ({ section_id: built().sectionIds[1], field_type: 'short_answer', field_index: 0 }),
  },
  {
    route: 'PUT /api/v1/form/:code/field/:fieldId/section',
    target: at((f) => `/form/${f.code}/field/${f.textFieldId}/section`),
    payload: async () => ({ section_id: built().sectionIds[1], field_index: 0 }),
  },
  { route: 'GET /api/v1/form/field/:id', target: at((f) => `/form/field/${f.textFieldId}`) },
  {
    route: 'PUT /api/v1/form/field/:id',
    target: at((f) => `/form/field/${f.textFieldId}`),
    payload: { title: { tr: 'Yeni alan adı' } },
  },
  { route: 'DELETE /api/v1/form/field/:id', target: at((f) => `/form/field/${f.textFieldId}`) },
  {
    route: 'POST /api/v1/form/:code/field/:id/option',
    target: at((f) => `/form/${f.code}/field/${f.dropdownId}/option`),
    payload: { option_text: 'Belki' },
  },
  {
    route: 'PUT /api/v1/form/:code/field/:id/option/:optionId',
    target: at((f) => `/form/${f.code}/field/${f.dropdownId}/option/${f.optionIds[0]}`, 'options'),
    payload: { column: 'option_text', data: 'Kesinlikle' },
  },
  {
    route: 'DELETE /api/v1/form/:code/field/:id/option/:optionId',
    target: at((f) => `/form/${f.code}/field/${f.dropdownId}/option/${f.optionIds[1]}`, 'options'),
  },
  {
    route: 'POST /api/v1/form/:code/field/:id/option/sort',
    target: at((f) => `/form/${f.code}/field/${f.dropdownId}/option/sort`, 'options'),
    payload: async () => ({ options: [...built().optionIds].reverse() }),
  },
  {
    route: 'POST /api/v1/form/:code/rules',
    target: at((f) => `/form/${f.code}/rules`),
    payload: async () => ({
      type: 'FORMFIELD',
      source: built().textFieldId,
      target: `FIELD-${built().dropdownId}`,
      operator: 'EMPTY',
    }),
  },
  {
    route: 'DELETE /api/v1/form/:code/rules/:ruleId',
    target: at((f) => `/form/${f.code}/rules/${f.ruleId}`, 'rule'),
  },
  {
    route: 'POST /api/v1/form/:code/field/:fieldId/flight_option',
    target: async (demo) => {
      const form = await build(demo)
      const { data: detail } = await call<{ data: { sections: { fields: { id: number }[] }[] } }>(
        demo,
        'POST',
        `/form/${form.code}/field`,
        { section_id: form.sectionIds[0], field_type: 'flight', field_index: 0 },
      )
      const fieldId = detail.sections[0]?.fields[0]?.id
      return `/api/v1/form/${form.code}/field/${fieldId}/flight_option`
    },
    payload: async () => ({ flight_id: built().flightId, quota_available: 10 }),
  },
  {
    route: 'DELETE /api/v1/form/:code/field/:fieldId/flight_option/:optionId',
    target: at((f) => `/form/${f.code}/field/${f.flightFieldId}/flight_option/${f.flightOptionId}`, 'flight'),
  },
  {
    route: 'POST /api/v1/form/:code/attendee_list_match',
    target: async (demo) => {
      const form = await build(demo)
      const { data: detail } = await call<{ data: { sections: { fields: { id: number }[] }[] } }>(
        demo,
        'POST',
        `/form/${form.code}/field`,
        { section_id: form.sectionIds[0], field_type: 'room_mates', field_index: 0 },
      )
      form.matesFieldId = detail.sections[0]?.fields[0]?.id as number
      return `/api/v1/form/${form.code}/attendee_list_match`
    },
    payload: async () => ({
      field_id: built().matesFieldId,
      attendee_list_id_one: built().listIds[0],
      attendee_list_id_two: built().listIds[1],
    }),
  },
  {
    route: 'DELETE /api/v1/form/:code/attendee_list_match/:id',
    target: at((f) => `/form/${f.code}/attendee_list_match/${f.matchId}`, 'match'),
  },
]

/** forms routes whose parameter is not a company's record. */
export const FORMS_GLOBAL_PARAMETER_ROUTES: Record<string, string> = {}
