import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { defaultStart, initialValues, toInput } from './meeting-form-values'

describe('the meeting time defaults', () => {
  it('starts a new meeting on the next full hour inside 06:00–22:00', () => {
    expect(defaultStart(dayjs('2026-03-02T09:20:00')).format('YYYY-MM-DD HH:mm')).toBe('2026-03-02 10:00')
    expect(defaultStart(dayjs('2026-03-02T03:10:00')).format('YYYY-MM-DD HH:mm')).toBe('2026-03-02 10:00')
    expect(defaultStart(dayjs('2026-03-02T21:30:00')).format('YYYY-MM-DD HH:mm')).toBe('2026-03-03 10:00')
  })
})

describe('toInput', () => {
  const values = {
    ...initialValues(null, { clientId: 5, projectId: 9 }),
    meeting_type_id: 2,
    location: ' Ofis ',
    subject: '  ',
    external_participants: ' a@x.com ',
    note_after: 'Erken not',
    new_contact: { name: 'Ayşe', email: 'ayse@x.com', position_id: 1 },
  }
  it('sends the client only when the type allows it, and the note and contact only when asked', () => {
    const input = toInput(values, { client: false, supplier: false, noteAfter: false, newContact: false })
    expect(input).toMatchObject({
      client_id: null,
      subject: null,
      external_participants: 'a@x.com',
      project_id: 9,
      companies: ['C-5'],
      new_contact: null,
    })
    expect(input.note_after).toBeUndefined()
    const full = toInput(values, { client: true, supplier: false, noteAfter: true, newContact: true })
    expect(full).toMatchObject({ client_id: 5, note_after: 'Erken not', new_contact: { name: 'Ayşe' } })
  })
})
