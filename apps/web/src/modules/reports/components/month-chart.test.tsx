import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../../shared/i18n/i18n'
import { renderWithRouter } from '../../../test/render'
import { MonthChart } from './month-chart'
import { chartRows } from './month-chart-plot'

const points = [
  { label: 'Oca 26', values: [1_250_000, 1_500_000] },
  { label: 'Şub 26', values: [800_000, null] },
  { label: 'Mar 26', values: [0, 1_000_000] },
]
const series = [
  { name: 'Ciro', kind: 'bar' as const, color: 'var(--mantine-color-brand-6)' },
  { name: 'Hedef', kind: 'line' as const, color: 'var(--mantine-color-orange-7)', dashed: true },
]

/** The chart once its lazily loaded drawing is in. */
async function renderChart(title: string, currency: string) {
  const { container } = renderWithRouter(
    <MonthChart title={title} points={points} series={series} currency={currency} />,
  )
  const svg = await waitFor(() => {
    const surface = container.querySelector<SVGElement>('svg.recharts-surface')
    if (!surface) throw new Error('the chart is not drawn yet')
    return surface
  })
  return { container, svg }
}

describe('MonthChart', () => {
  // recharts' ResponsiveContainer draws nothing until its box has a size; jsdom lays nothing out.
  beforeEach(() => {
    const measure = HTMLElement.prototype.getBoundingClientRect
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('recharts-responsive-container')
        ? DOMRect.fromRect({ width: 640, height: 260 })
        : measure.call(this)
    })
  })
  afterEach(() => vi.restoreAllMocks())

  it('keys each series by its position, so a translated name is never read as a data path', () => {
    expect(chartRows(points)).toEqual([
      { month: 'Oca 26', s0: 1_250_000, s1: 1_500_000 },
      { month: 'Şub 26', s0: 800_000, s1: null },
      { month: 'Mar 26', s0: 0, s1: 1_000_000 },
    ])
  })

  it('draws a bar per month, the dashed target line, the legend and compact tr-TR amounts on the axis', async () => {
    const { container, svg } = await renderChart('Ciro / Hedef grafiği', 'TRY')
    const region = screen.getByRole('region', { name: 'Ciro / Hedef grafiği' })
    expect(region?.getAttribute('tabindex')).toBe('0')
    expect(svg.getAttribute('aria-label')).toBe('Ciro / Hedef grafiği')
    // March's turnover of 0 draws no bar.
    expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2)
    const line = container.querySelector('.recharts-line-curve')
    expect(line?.getAttribute('stroke-dasharray')).toBe('6 4')
    expect(line?.getAttribute('stroke')).toBe('var(--mantine-color-orange-7)')
    const ticks = [...container.querySelectorAll('.recharts-yAxis-tick-labels text')].map(
      (tick) => tick.textContent,
    )
    expect(ticks).toContain('1,2\u00a0Mn')
    const months = [...container.querySelectorAll('.recharts-xAxis-tick-labels text')].map(
      (tick) => tick.textContent,
    )
    expect(months).toEqual(['Oca 26', 'Şub 26', 'Mar 26'])
    expect(screen.getByText('Ciro')).toBeTruthy()
    expect(screen.getByText('Hedef')).toBeTruthy()
    const dots = container.querySelectorAll('.recharts-line-dot')
    expect([...dots].map((dot) => dot.getAttribute('stroke-dasharray'))).toEqual(['0', '0'])
  })

  it('shows the full amounts with the currency in the tooltip, reached by keyboard too', async () => {
    const { container, svg } = await renderChart('Ciro / Hedef grafiği', 'TRY')
    fireEvent.focus(svg)
    fireEvent.keyDown(svg, { key: 'ArrowRight' })
    const tooltip = container.querySelector('.mantine-ChartTooltip-tooltip') as HTMLElement
    expect(within(tooltip).getByText('Şub 26')).toBeTruthy()
    expect(within(tooltip).getByText('800.000,00 TRY')).toBeTruthy()
  })

  it('writes the axis and the tooltip in English notation when the interface is English', async () => {
    await setLanguage('en')
    const { container, svg } = await renderChart('Turnover / Target chart', 'EUR')
    const ticks = [...container.querySelectorAll('.recharts-yAxis-tick-labels text')].map(
      (tick) => tick.textContent,
    )
    // CLDR writes en-GB's compact million as "1.2m" (older ICU: "1.2M").
    expect(ticks.some((tick) => /^1\.2[mM]$/.test(tick ?? ''))).toBe(true)
    fireEvent.focus(svg)
    fireEvent.keyDown(svg, { key: 'ArrowRight' })
    const tooltip = container.querySelector('.mantine-ChartTooltip-tooltip') as HTMLElement
    expect(within(tooltip).getByText('800,000.00 EUR')).toBeTruthy()
  })
})
