import { buildScopeOptions, type ScopeMe, type ScopeSources } from '@ajanda/contracts/scope-options'
import { MantineProvider } from '@mantine/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { cssVariablesResolver, theme } from '../theme'
import { ScopeUserPicker } from './scope-user-picker'

const divisions = [
  { id: 1, name: 'Kurumsal Etkinlikler' },
  { id: 2, name: 'Kongre ve Toplantı' },
]
const teams = [
  { id: 11, name: 'Lansman Takımı', division_id: 1 },
  { id: 21, name: 'Kongre Takımı', division_id: 2 },
]
const person = (
  id: number,
  full_name: string,
  division_id: number | null,
  team_id: number | null,
  deleted = false,
) => ({
  id,
  full_name,
  division_id,
  team_id,
  deleted_at: deleted ? '2026-01-01T00:00:00Z' : null,
  profile_picture_full: null,
  position: { name: 'Proje Yöneticisi' },
})
const users = [
  person(1, 'Elif Demir', null, null),
  person(2, 'Burak Yıldız', 1, null),
  person(3, 'Can Öztürk', 1, 11),
  person(4, 'Gizem Aydın', 1, 11),
  person(5, 'Ayşe Yılmaz', 2, 21),
  person(6, 'Eski Çalışan', 1, 11, true),
]

const ME: Record<'AGENCY' | 'DIVISION' | 'TEAM' | 'USER', ScopeMe> = {
  AGENCY: { id: 1, position: { scope: 'AGENCY' }, division_id: null, team_id: null },
  DIVISION: { id: 2, position: { scope: 'DIVISION' }, division_id: 1, team_id: null },
  TEAM: { id: 3, position: { scope: 'TEAM' }, division_id: 1, team_id: 11 },
  USER: { id: 4, position: { scope: 'USER' }, division_id: 1, team_id: 11 },
}

async function openPicker(scope: keyof typeof ME, onChange = vi.fn()) {
  const sources: ScopeSources = { me: ME[scope], users, teams, divisions }
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <ScopeUserPicker groups={buildScopeOptions(sources, 'tr')} value={null} onChange={onChange} />
    </MantineProvider>,
  )
  const user = userEvent.setup()
  await user.click(screen.getByRole('combobox', { name: 'Kişi ya da grup' }))
  const listbox = await screen.findByRole('listbox')
  const options = within(listbox)
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'))
  return { user, listbox, options }
}

describe('ScopeUserPicker', () => {
  it('AGENCY sees everyone, every division, every team and every active person', async () => {
    const { listbox, options } = await openPicker('AGENCY')
    for (const group of ['Genel', 'Departmanlar', 'Takımlar', 'Kişiler']) {
      expect(within(listbox).getByText(group)).toBeTruthy()
    }
    expect(within(listbox).getByText('Tümü')).toBeTruthy()
    expect(options).toEqual([
      'all',
      'division|2',
      'division|1',
      'team|21',
      'team|11',
      'user|5',
      'user|2',
      'user|3',
      'user|1',
      'user|4',
    ])
  })

  it('DIVISION sees the teams and people of its division only', async () => {
    const { listbox, options } = await openPicker('DIVISION')
    expect(within(listbox).queryByText('Departmanlar')).toBeNull()
    expect(within(listbox).getByText('Takımlar')).toBeTruthy()
    expect(options).toEqual(['team|11', 'user|2', 'user|3', 'user|4'])
  })

  it('TEAM sees only the people of its team', async () => {
    const { listbox, options } = await openPicker('TEAM')
    expect(within(listbox).queryByText('Takımlar')).toBeNull()
    expect(options).toEqual(['user|3', 'user|4'])
  })

  it('USER sees only themself and picks the value user|id', async () => {
    const onChange = vi.fn()
    const { user, listbox, options } = await openPicker('USER', onChange)
    expect(options).toEqual(['user|4'])
    expect(within(listbox).getByText('Proje Yöneticisi')).toBeTruthy()
    await user.click(within(listbox).getByRole('option'))
    expect(onChange).toHaveBeenCalledWith('user|4', expect.anything())
  })
})
