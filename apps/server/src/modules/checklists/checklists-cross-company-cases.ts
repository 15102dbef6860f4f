import ExcelJS from 'exceljs'
import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

/**
 * The checklist routes with a record parameter (test-support/cross-company-cases.ts spreads these): a
 * user of another company gets 404 for the demo company's checklists, sections, rows and projects.
 */
let sequence = 0

async function post(demo: DemoSession, url: string, payload: Record<string, unknown> = {}) {
  const response = await demo.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: demo.headers,
    payload,
  })
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
  return response.json() as Record<string, unknown>
}

/** A fresh checklist (no project type: one per type would run out) with one section and one row. */
async function freshChecklist(demo: DemoSession) {
  const checklist = (await post(demo, '/checklists', { name: `Çapraz Liste ${++sequence}` })).data as {
    id: number
  }
  const sectionId = (await post(demo, `/checklists/${checklist.id}/section`, { name: 'Çapraz Bölüm' }))
    .id as number
  const item = (
    await post(demo, `/checklists/${checklist.id}/item`, {
      section_id: sectionId,
      description: 'Çapraz satır',
    })
  ).data as { id: number }
  return { id: checklist.id, sectionId, itemId: item.id }
}
const checklistUrl = async (demo: DemoSession) => `/api/v1/checklists/${(await freshChecklist(demo)).id}`
const sectionUrl = async (demo: DemoSession) => {
  const list = await freshChecklist(demo)
  return `/api/v1/checklists/${list.id}/section/${list.sectionId}`
}
/** PUT and POST item: the body names a section of the checklist the target made just before. */
let lastList: { id: number; sectionId: number; itemId: number } | undefined
const itemUrl = async (demo: DemoSession) => {
  lastList = await freshChecklist(demo)
  return `/api/v1/checklists/${lastList.id}/item/${lastList.itemId}`
}
const itemBody = async () => ({ section_id: lastList?.sectionId, description: 'Güncel' })

async function get<T>(demo: DemoSession, url: string): Promise<T> {
  const response = await demo.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: demo.headers })
  return response.json() as T
}

/**
 * A demo project whose type has a checklist with at least one row (given one if it has none), with
 * its tasks made: the code of the project.
 */
async function checklistProject(demo: DemoSession): Promise<string> {
  const page = await get<{ data: { code: string; project_type: { id: number } | null }[] }>(
    demo,
    '/projects?page_size=20',
  )
  const project = page.data.find((row) => row.project_type)
  if (!project?.project_type) throw new Error('no demo project with a type')
  const typeId = project.project_type.id
  const [existing] = await get<{ id: number; items_count: number }[]>(
    demo,
    `/checklists?project_type=${typeId}`,
  )
  let checklistId = existing?.id
  if (!checklistId)
    checklistId = (
      (await post(demo, '/checklists', { name: `Çapraz ${++sequence}`, project_type_id: typeId })).data as {
        id: number
      }
    ).id
  if (!existing?.items_count) {
    const sectionId = (await post(demo, `/checklists/${checklistId}/section`, { name: 'Çapraz' }))
      .id as number
    await post(demo, `/checklists/${checklistId}/item`, {
      section_id: sectionId,
      description: 'Çapraz görev',
    })
  }
  await post(demo, `/project/${project.code}/checklist/apply`)
  return project.code
}
const projectTaskUrl = async (demo: DemoSession) => {
  const code = await checklistProject(demo)
  const view = await get<{ sections: { items: { occurrences: { task: { id: number } | null }[] }[] }[] }>(
    demo,
    `/project/${code}/checklist`,
  )
  const taskId = view.sections
    .flatMap((s) => s.items)
    .flatMap((i) => i.occurrences)
    .find((o) => o.task)?.task?.id
  return `/api/v1/project/${code}/checklist/task/${taskId}`
}

/** A small .xlsx as multipart/form-data (light-my-request sends FormData as such). */
export async function sheetForm(rows: (string | number)[][]): Promise<FormData> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Liste')
  for (const row of rows) sheet.addRow(row)
  const bytes = await workbook.xlsx.writeBuffer()
  const form = new FormData()
  form.append(
    'file',
    new Blob([bytes as ArrayBuffer], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
    'liste.xlsx',
  )
  return form
}

export const checklistsCrossCompanyCases: CrossCompanyCase[] = [
  {
    route: 'POST /api/v1/checklists/:id/parse',
    target: async (demo) => `${await checklistUrl(demo)}/parse`,
    payload: async () =>
      (await sheetForm([['Görev'], ['Çapraz satır']])) as unknown as Record<string, unknown>,
  },
  { route: 'GET /api/v1/checklists/:id', target: checklistUrl },
  { route: 'PUT /api/v1/checklists/:id', target: checklistUrl, payload: { name: 'Yeni ad' } },
  { route: 'DELETE /api/v1/checklists/:id', target: checklistUrl },
  {
    route: 'POST /api/v1/checklists/:id/section',
    target: async (demo) => `${await checklistUrl(demo)}/section`,
    payload: { name: 'Yeni bölüm' },
  },
  { route: 'PUT /api/v1/checklists/:id/section/:sectionId', target: sectionUrl, payload: { name: 'Ad' } },
  { route: 'DELETE /api/v1/checklists/:id/section/:sectionId', target: sectionUrl },
  {
    route: 'POST /api/v1/checklists/:id/item',
    target: async (demo) => {
      lastList = await freshChecklist(demo)
      return `/api/v1/checklists/${lastList.id}/item`
    },
    payload: async () => ({ section_id: lastList?.sectionId, description: 'Yeni satır' }),
  },
  { route: 'PUT /api/v1/checklists/:id/item/:itemId', target: itemUrl, payload: itemBody },
  { route: 'DELETE /api/v1/checklists/:id/item/:itemId', target: itemUrl },
  {
    route: 'POST /api/v1/checklists/:id/upload',
    target: async (demo) => `${await checklistUrl(demo)}/upload`,
    payload: { mappings: { description: 'Görev' }, data: [{ Görev: 'Çapraz yükleme' }] },
  },
  {
    route: 'GET /api/v1/project/:code/checklist',
    target: async (demo) => `/api/v1/project/${await checklistProject(demo)}/checklist`,
  },
  {
    route: 'POST /api/v1/project/:code/checklist/apply',
    target: async (demo) => `/api/v1/project/${await checklistProject(demo)}/checklist/apply`,
  },
  {
    route: 'PUT /api/v1/project/:code/checklist/task/:taskId',
    target: projectTaskUrl,
    payload: { completed: true },
  },
]

/** checklists routes whose parameter is not a company's record. */
export const CHECKLISTS_GLOBAL_PARAMETER_ROUTES: Record<string, string> = {}
