import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../../test/render'
import { DayField } from './date-fields'

function DayForm({ onValue }: { onValue: (value: string | null) => void }) {
  const { control } = useForm<{ day: string | null }>({ defaultValues: { day: null } })
  return <DayField control={control} name="day" label="Gün" onPicked={onValue} />
}

describe('DayField', () => {
  it('offers the single-date shortcuts (admin-area.md): tomorrow picks the next day', async () => {
    let picked: string | null = null
    renderWithRouter(
      <DayForm
        onValue={(value) => {
          picked = value
        }}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Gün' }))
    expect(await screen.findByRole('button', { name: 'Bugün' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Gelecek hafta' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Yarın' }))
    await waitFor(() => expect(picked).toBe(dayjs().add(1, 'day').format('YYYY-MM-DD')))
  })
})
