import { RANGE_SHORTCUTS } from '@ajanda/contracts/reports/report-query'
import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { cssVariablesResolver, theme } from '../theme'
import { DateRangeShortcuts, rangePresets, shortcutOf } from './date-range-shortcuts'

const LABELS: Record<string, string> = {
  this_week: 'Bu hafta',
  this_month: 'Bu ay',
  this_year: 'Bu yıl',
  q1: '1. çeyrek',
  q2: '2. çeyrek',
  q3: '3. çeyrek',
  q4: '4. çeyrek',
  next_1_month: 'Gelecek 1 ay',
  next_3_months: 'Gelecek 3 ay',
  past_1_month: 'Geçmiş 1 ay',
  past_3_months: 'Geçmiş 3 ay',
}
const label = (shortcut: string) => LABELS[shortcut] ?? shortcut

describe('rangePresets', () => {
  // Wednesday 2026-05-13.
  const presets = rangePresets('2026-05-13', label)

  it('offers every shortcut of the spec, in its order', () => {
    expect(presets.map((preset) => preset.label)).toEqual(RANGE_SHORTCUTS.map(label))
  })

  it('counts each from today', () => {
    const byLabel = Object.fromEntries(presets.map((preset) => [preset.label as string, preset.value]))
    expect(byLabel['Bu hafta']).toEqual(['2026-05-11', '2026-05-17'])
    expect(byLabel['Bu ay']).toEqual(['2026-05-01', '2026-05-31'])
    expect(byLabel['Bu yıl']).toEqual(['2026-01-01', '2026-12-31'])
    expect(byLabel['1. çeyrek']).toEqual(['2026-01-01', '2026-03-31'])
    expect(byLabel['4. çeyrek']).toEqual(['2026-10-01', '2026-12-31'])
    expect(byLabel['Gelecek 3 ay']).toEqual(['2026-05-13', '2026-08-13'])
    expect(byLabel['Geçmiş 1 ay']).toEqual(['2026-04-13', '2026-05-13'])
  })
})

describe('shortcutOf', () => {
  it('names the shortcut a range is, or none', () => {
    expect(shortcutOf({ from: '2026-04-01', to: '2026-06-30' }, '2026-05-13')).toBe('q2')
    expect(shortcutOf({ from: '2026-04-02', to: '2026-06-30' }, '2026-05-13')).toBeNull()
  })
})

describe('DateRangeShortcuts', () => {
  it('shows the range and hands a shortcut’s range over when it is clicked', async () => {
    const onChange = vi.fn()
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <DateRangeShortcuts
          label="Tarih aralığı"
          value={{ from: '2026-01-01', to: '2026-12-31' }}
          onChange={onChange}
          shortcutLabel={label}
          today="2026-05-13"
        />
      </MantineProvider>,
    )
    const input = screen.getByRole('button', { name: 'Tarih aralığı' })
    expect(input.textContent).toContain('2026')
    await userEvent.click(input)
    await userEvent.click(await screen.findByRole('button', { name: '3. çeyrek' }))
    expect(onChange).toHaveBeenCalledWith({ from: '2026-07-01', to: '2026-09-30' })
  })
})
