import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../test/fixtures'
import { renderRoutes } from '../../../test/render'
import { mockRequestApi, restoreApi, TEST_PROJECTS } from '../request-test-support'
import { requestsRoutes } from '../requests.routes'

afterEach(restoreApi)

const project = { ...TEST_PROJECTS[0], client: { id: 8, code: 'c8', name: 'Akme', logo_full: null } }

describe('NewSalesInvoiceRequestPage', () => {
  it.each(['accounting', 'sales'])(
    'bills the project client from /%s and goes back to the project',
    async (tab) => {
      const fetchMock = mockRequestApi((url, init) => {
        if (url.includes('/project/p4')) return jsonResponse({ data: project })
        if (url.includes('/accounting/sales-invoice-requests') && init?.method === 'POST')
          return jsonResponse({ message: 'Satış faturası talebin işleme alındı.', data: { id: 40 } })
        return undefined
      })
      const { router } = renderRoutes(
        [...requestsRoutes, { path: 'project/:code/main', element: <p>proje sayfası</p> }],
        `/project/p4/${tab}/new-sales-invoice-request`,
      )
      const user = userEvent.setup()
      await user.type(
        await screen.findByRole('textbox', { name: '1. satır açıklaması' }, { timeout: 10_000 }),
        'Organizasyon hizmeti',
      )
      await user.type(screen.getByRole('textbox', { name: '1. kalem birim fiyatı' }), '1000')
      await user.click(screen.getByLabelText('1. satır KDV oranı', { selector: 'input' }))
      await user.click(await screen.findByRole('option', { name: '%20' }))
      expect(screen.getByTestId('grand-total').textContent).toBe('1.200,00 TRY')
      const submit = screen.getByRole('button', { name: 'Onaya Gönder' }) as HTMLButtonElement
      await waitFor(() => expect(submit.disabled).toBe(false))
      await user.click(submit)
      await waitFor(() => expect(router.state.location.pathname).toBe('/project/p4/main'))
      const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/sales-invoice-requests'))
      const body = JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>
      expect(body).toMatchObject({
        project_id: 4,
        client_id: 8,
        currency: 'TRY',
        lines: [{ description: 'Organizasyon hizmeti', quantity: '1', unit_price: '1000', vat_rate: '0.2' }],
      })
      // The lazy page's first load and the typing take a few seconds on a shared machine.
    },
    20_000,
  )
})
