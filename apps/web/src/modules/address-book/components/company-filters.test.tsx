import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { createQueryClient } from '../../../shared/api/query-client'
import { cssVariablesResolver, theme } from '../../../shared/theme'
import { jsonResponse } from '../../../test/fixtures'
import { CompanyFilters, SEARCH_DEBOUNCE_MS } from './company-filters'

function renderFilters(onChange = vi.fn()) {
  configureApi({ fetch: vi.fn(async () => jsonResponse([{ id: 7, name: 'Otomotiv' }])) })
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={createQueryClient()}>
        <CompanyFilters kind="client" filters={{ status: 'all', group: null }} onChange={onChange} />
      </QueryClientProvider>
    </MantineProvider>,
  )
  return onChange
}

afterEach(() => vi.useRealTimers())

describe('CompanyFilters', () => {
  it('reports the status chosen', () => {
    const onChange = renderFilters()
    fireEvent.click(screen.getByText('Potansiyel'))
    expect(onChange).toHaveBeenCalledWith({ status: 'POTENTIAL' })
  })

  it('reports the search once typing has settled', () => {
    vi.useFakeTimers()
    const onChange = renderFilters()
    onChange.mockClear()
    const input = screen.getByRole('textbox', { name: 'Müşterilerde ara' })
    fireEvent.change(input, { target: { value: 'ist' } })
    fireEvent.change(input, { target: { value: 'istanbul' } })
    expect(onChange).not.toHaveBeenCalledWith({ search: 'istanbul' })
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10))
    expect(onChange).toHaveBeenCalledWith({ search: 'istanbul' })
    expect(onChange).not.toHaveBeenCalledWith({ search: 'ist' })
  })
})
