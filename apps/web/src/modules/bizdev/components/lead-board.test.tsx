import type { LeadBoard as LeadBoardData, LeadCard } from '@ajanda/contracts/projects.contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '../../../test/render'
import { stageNames } from '../board-grouping'
import { LeadBoard } from './lead-board'

const lead: LeadCard = {
  id: 1,
  code: 'l-1',
  name: 'Bahar Kongresi',
  project_ref: null,
  stage: 0,
  current_status: 'LEAD-0',
  current_status_group: 'LEAD',
  starts_at: '2026-05-12',
  ends_at: '2026-05-14',
  lead_close_date: null,
  lead_value: '125000.5',
  lead_currency: 'EUR',
  client: { id: 3, code: 'c-3', name: 'Acme Holding', logo_full: null },
  responsible: { id: 1, full_name: 'Ayşe Yılmaz', profile_picture_full: null },
  city: null,
  updated_at: '2026-01-01T00:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
}

const board: LeadBoardData = {
  currency: 'TRY',
  stages: [
    { id: 0, name: 'Oluşturuldu', category: 'OFFER', count: 4, value_total: '1234567.891', leads: [lead] },
  ],
}
const names = stageNames([
  { id: 0, name: 'Oluşturuldu' },
  { id: 1, name: 'Bütçe hazırlanacak' },
  { id: 8, name: 'Hazırlık' },
])

describe('LeadBoard', () => {
  it('shows the categories, each stage with its count, total and cards', () => {
    renderWithRouter(
      <LeadBoard board={board} names={names} moreHref={(stage) => `?stages=${stage}`} onMove={vi.fn()} />,
    )
    for (const category of ['Teklif', 'Konfirme', 'Arşiv'])
      expect(screen.getByRole('region', { name: category })).toBeTruthy()
    const column = screen.getByRole('region', { name: 'Oluşturuldu' })
    expect(within(column).getByText('4')).toBeTruthy()
    expect(within(column).getByText('1.234.567,89 TRY')).toBeTruthy()
    expect(within(column).getByRole('link', { name: 'Bahar Kongresi' }).getAttribute('href')).toBe(
      '/bizdev/l-1',
    )
    expect(within(column).getByText('Acme Holding')).toBeTruthy()
    expect(within(column).getByText('12–14 Mayıs 2026')).toBeTruthy()
    expect(within(column).getByText('125.000,50 EUR')).toBeTruthy()
    expect(within(column).getByRole('link', { name: '+3 daha' }).getAttribute('href')).toBe('/?stages=0')
    expect(
      screen.getAllByRole('region').filter((region) => region.dataset.testid?.startsWith('stage-column')),
    ).toHaveLength(15)
  })

  it('moves a card from its stage menu', async () => {
    const onMove = vi.fn()
    renderWithRouter(<LeadBoard board={board} names={names} moreHref={() => ''} onMove={onMove} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Aşamayı değiştir: Bahar Kongresi' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Hazırlık' }))
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ code: 'l-1' }), 8)
  })
})
