import { describe, expect, it } from 'vitest'
import {
  meetingInputSchema,
  noteAfterAllowed,
  parseExternalParticipants,
  parseParticipantRef,
} from './meetings.contract'

describe('parseExternalParticipants', () => {
  it('splits on commas and semicolons, trims, drops empties and repeats', () => {
    expect(parseExternalParticipants(' a@x.com,b@y.org ;; A@X.com , ')).toEqual({
      emails: ['a@x.com', 'b@y.org'],
      invalid: [],
    })
  })
  it('names every entry that is not an e-mail', () => {
    expect(parseExternalParticipants('a@x.com, ahmet, b@, c@z.net')).toEqual({
      emails: ['a@x.com', 'c@z.net'],
      invalid: ['ahmet', 'b@'],
    })
  })
  it('takes nothing as no guests', () => {
    expect(parseExternalParticipants(null)).toEqual({ emails: [], invalid: [] })
    expect(parseExternalParticipants('  ')).toEqual({ emails: [], invalid: [] })
  })
})

describe('parseParticipantRef', () => {
  it('reads the four kinds', () => {
    expect(parseParticipantRef('U-12')).toEqual({ kind: 'U', id: 12 })
    expect(parseParticipantRef('C-3')).toEqual({ kind: 'C', id: 3 })
    expect(parseParticipantRef('S-4')).toEqual({ kind: 'S', id: 4 })
    expect(parseParticipantRef('SP-5')).toEqual({ kind: 'SP', id: 5 })
  })
  it('refuses other shapes and out-of-range ids', () => {
    for (const ref of ['X-1', 'U-', 'U-1a', 'u-1', 'U-0', 'U-99999999999', 'SP1'])
      expect(parseParticipantRef(ref), ref).toBeNull()
  })
})

describe('noteAfterAllowed', () => {
  const now = new Date('2026-03-02T12:00:00Z')
  it('opens only after the end', () => {
    expect(noteAfterAllowed('2026-03-02T11:59:00Z', now)).toBe(true)
    expect(noteAfterAllowed('2026-03-02T12:00:00Z', now)).toBe(false)
    expect(noteAfterAllowed('2026-03-02T15:00:00+03:00', now)).toBe(false)
    expect(noteAfterAllowed('not a date', now)).toBe(false)
  })
})

describe('meetingInputSchema', () => {
  const valid = {
    meeting_type_id: 1,
    starts_at: '2026-03-02T10:00:00+03:00',
    ends_at: '2026-03-02T11:00:00+03:00',
    location_code: 4,
    location: 'https://meet.example.com/x',
  }
  it('defaults the lists and share', () => {
    expect(meetingInputSchema.parse(valid)).toMatchObject({ companies: [], participants: [], share: false })
  })
  it('refuses a location code outside 1-4 and a malformed participant', () => {
    expect(meetingInputSchema.safeParse({ ...valid, location_code: 0 }).success).toBe(false)
    expect(meetingInputSchema.safeParse({ ...valid, participants: ['U-1', 'Z-2'] }).success).toBe(false)
  })
})
