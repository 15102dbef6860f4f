import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../i18n/i18n'
import { cssVariablesResolver, theme } from '../../theme'
import { TablePager } from './table-pager'

function renderPager(lastPage: number, onChange = vi.fn()) {
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <TablePager
        page={{ total: 45, from: 21, to: 40, current_page: 2, last_page: lastPage }}
        onChange={onChange}
      />
    </MantineProvider>,
  )
  return onChange
}

describe('TablePager', () => {
  it('says the spec sentence with the real numbers and pages on', async () => {
    const onChange = renderPager(3)
    expect(screen.getByText('45 kayıt arasında 21 ile 40 arası listeleniyor')).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: '3. sayfa' }))
    expect(onChange).toHaveBeenCalledWith(3)
  })

  it('speaks English too', async () => {
    await setLanguage('en')
    renderPager(3)
    expect(screen.getByText('Showing 21 to 40 of 45 records')).toBeTruthy()
  })

  it('is not shown for a single page', () => {
    renderPager(1)
    expect(screen.queryByText(/listeleniyor/)).toBeNull()
  })
})
