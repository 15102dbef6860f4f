import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { ModalsProvider } from '@mantine/modals'
import { Notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { vi } from 'vitest'
import { configureApi } from '../../../../shared/api/api-client'
import { jsonResponse } from '../../../../test/fixtures'
import { renderWithRouter } from '../../../../test/render'
import { formKeys } from '../../forms.api'
import { FieldDetailPanel } from './field-detail-panel'

/** Mantine's autosize textarea listens for web fonts; jsdom has no FontFaceSet. */
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  })
}

export interface ApiCall {
  key: string
  body: unknown
}

/**
 * The builder panels' tests: a fetch that records each call ("PUT /form/field/102") and answers from
 * `handlers` (else an empty 200), and a render with Mantine's modals and the form in the query cache.
 */
export function fakeApi(handlers: Record<string, (body: unknown) => Response> = {}) {
  const calls: ApiCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ key, body })
    const handler = handlers[key]
    if (handler) return handler(body)
    return key.startsWith('GET ') ? jsonResponse({ data: [] }) : jsonResponse({ message: 'Tamam' })
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return calls
}

export function resetApi() {
  configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null })
}

export function renderPanel(form: FormDetail, element: ReactElement) {
  const view = renderWithRouter(
    <ModalsProvider>
      <Notifications />
      {element}
    </ModalsProvider>,
  )
  view.queryClient.setQueryData(formKeys.detail(form.id), form)
  return view
}

export const writes = (calls: ApiCall[]) => calls.filter((call) => !call.key.startsWith('GET '))

export function fieldOf(form: FormDetail, id: number) {
  const found = form.sections.flatMap((section) => section.fields).find((each) => each.id === id)
  if (!found) throw new Error(`no field ${id}`)
  return found
}

/** The panel as the builder shows it: the field read from the cached form, which each write patches. */
export function CachedFieldPanel({ form, fieldId }: { form: FormDetail; fieldId: number }) {
  const cached = useQuery({
    queryKey: formKeys.detail(form.id),
    queryFn: () => form,
    initialData: form,
    staleTime: Number.POSITIVE_INFINITY,
  })
  return <FieldDetailPanel form={cached.data} field={fieldOf(cached.data, fieldId)} onClose={() => {}} />
}
