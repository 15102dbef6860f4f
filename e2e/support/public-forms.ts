import { type APIRequestContext, expect } from '@playwright/test'
import { apiToken } from './admin'
import { DEMO, DEMO_PASSWORD } from './env'

export interface BuiltForm {
  id: number
  code: string
  slug: string
  sections: { id: number; fields: { id: number }[] }[]
}

type Call = <T>(method: 'get' | 'post' | 'put', url: string, data?: unknown) => Promise<T>

/** The staff API as the demo admin, failing the test on any refusal (with the answer's text). */
export async function staffApi(request: APIRequestContext): Promise<Call> {
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const headers = { Authorization: `Bearer ${token}` }
  return async <T>(method: 'get' | 'post' | 'put', url: string, data?: unknown): Promise<T> => {
    const response = await request[method](`/api/v1${url}`, { headers, data })
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true)
    return (await response.json()) as T
  }
}

/**
 * The demo congress: the project of the seed's registration form, the oldest one (the list comes newest
 * first, and other specs add registration forms to other projects: taking-part.spec.ts does).
 */
export async function congressId(call: Call): Promise<number> {
  const forms = await call<{ data: { id: number; form_type: string; project_id: number | null }[] }>(
    'get',
    '/forms',
  )
  const projectId = forms.data
    .filter((form) => form.form_type === 'registration' && form.project_id)
    .sort((a, b) => a.id - b.id)[0]?.project_id
  if (!projectId) throw new Error('no demo congress form')
  return projectId
}

/**
 * A new PUBLIC registration form on the demo congress with one section, built field by field as the
 * builder does; `publish()` makes it answerable.
 */
export async function newCongressForm(call: Call, name: string) {
  const projectId = await congressId(call)
  const created = await call<{ data: BuiltForm }>('post', '/forms', {
    project_id: projectId,
    name,
    form_type: 'registration',
    type: 'PUBLIC',
    languages: ['tr', 'en'],
  })
  const { code, id } = created.data
  let form = (await call<{ data: BuiltForm }>('post', `/form/${code}/section`, { name: 'Katılımcı' })).data
  const sectionId = form.sections.at(-1)?.id as number
  const ids = (built: BuiltForm) =>
    built.sections.flatMap((section) => section.fields.map((field) => field.id))
  return {
    projectId,
    code,
    /** Adds a field of `type` at `index` and applies `attributes` (PUT /form/field/{id}); its id. */
    async field(type: string, index: number, attributes: Record<string, unknown>): Promise<number> {
      const before = new Set(ids(form))
      form = (
        await call<{ data: BuiltForm }>('post', `/form/${code}/field`, {
          section_id: sectionId,
          field_type: type,
          field_index: index,
        })
      ).data
      const added = ids(form).find((fieldId) => !before.has(fieldId))
      if (added === undefined) throw new Error(`no new ${type} field`)
      await call('put', `/form/field/${added}`, attributes)
      return added
    },
    async publish(attributes: Record<string, unknown> = {}): Promise<BuiltForm> {
      if (Object.keys(attributes).length > 0) await call('put', `/form/${id}`, attributes)
      return (await call<{ data: BuiltForm }>('put', `/form/${id}`, { status: 'published' })).data
    },
  }
}
