import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
let admin: Api
let user: Api
let team: Api
let other: Api
let client: { id: number; code: string }
let supplier: { id: number; code: string }
let contactId: number
beforeAll(async () => {
  testApp = await createTestApp()
  admin = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers)
  user = apiAs(testApp.app, (await loginAs(testApp.app, 'user@demo.ajanda.test')).headers)
  team = apiAs(testApp.app, (await loginAs(testApp.app, 'team@demo.ajanda.test')).headers)
  other = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers)
  client = (await user.post('/client', { name: 'Notlu Müşteri' })).json().data
  supplier = (await user.post('/supplier', { name: 'Aramalı Tedarikçi' })).json().data
  const positionId = (await user.get('/definition/contact-positions')).json()[0].id
  contactId = (
    await user.post('/contacts', {
      name: 'Arayan Kişi',
      position_id: positionId,
      company_id: `C-${client.id}`,
      email: 'arayan@ornek.com',
    })
  ).json().data.id
})
afterAll(async () => {
  await testApp?.close()
})

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString()

describe('notes', () => {
  it('adds a note by code or id, edits and deletes it; the profile lists it with its author', async () => {
    const byCode = await user.post('/notes', {
      note_title: 'İlk görüşme',
      note_content: 'Bahar döneminde bayi toplantısı planlıyorlar.',
      note_type: 'C',
      note_for: client.code,
    })
    expect(byCode.statusCode, byCode.body).toBe(200)
    expect(byCode.json()).toMatchObject({
      message: 'Not eklendi.',
      data: {
        note_title: 'İlk görüşme',
        note_type: 'C',
        note_for: client.id,
        subject: { type: 'client', id: client.id, code: client.code, name: 'Notlu Müşteri' },
        creator: { full_name: 'Gizem Aydın' },
      },
    })
    const byId = await user.post('/notes', {
      note_title: 'Tedarikçi notu',
      note_content: 'Fiyatlar KDV hariç.',
      note_type: 'S',
      note_for: supplier.id,
    })
    expect(byId.json().data.subject).toMatchObject({ type: 'supplier', id: supplier.id })

    const id = byCode.json().data.id
    const edited = await user.put(`/notes/${id}`, { note_title: 'İlk görüşme (güncel)' })
    expect(edited.json()).toMatchObject({
      message: 'Not güncellendi.',
      data: { note_title: 'İlk görüşme (güncel)' },
    })
    const profile = (await user.get(`/client/${client.code}`)).json()
    expect(profile.notes.map((n: { note_title: string }) => n.note_title)).toEqual(['İlk görüşme (güncel)'])
    expect((await user.delete(`/notes/${id}`)).json()).toEqual({ message: 'Not silindi.' })
    expect((await user.get(`/client/${client.code}`)).json().notes).toEqual([])
  })

  it('requires title and content; an unknown subject is refused', async () => {
    const response = await user.post('/notes', { note_title: '', note_type: 'C', note_for: client.code })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      note_title: ['Bu alan zorunludur'],
      note_content: ['Bu alan zorunludur'],
    })
    const unknown = await user.post('/notes', {
      note_title: 'x',
      note_content: 'y',
      note_type: 'S',
      note_for: client.code,
    })
    expect(unknown.json().errors).toEqual({ note_for: ['Geçersiz seçim'] })
  })

  it('is changed only by its author or an admin; another company gets 404', async () => {
    const note = (
      await user.post('/notes', {
        note_title: 'Benim',
        note_content: 'notum',
        note_type: 'C',
        note_for: client.id,
      })
    ).json().data
    expect((await team.put(`/notes/${note.id}`, { note_title: 'Onun' })).statusCode).toBe(403)
    expect((await other.put(`/notes/${note.id}`, { note_title: 'Onun' })).statusCode).toBe(404)
    expect((await admin.put(`/notes/${note.id}`, { note_title: 'Yönetici' })).statusCode).toBe(200)
  })
})

describe('phone-call logs', () => {
  it('logs a call with a contact; edits and deletes it', async () => {
    const calledAt = hoursAgo(2)
    const response = await user.post('/phone-call-logs', {
      description: 'Teklifi telefonda özetledim.',
      call_direction: 'OUTGOING',
      called_at: calledAt,
      contact_id: contactId,
      call_type: 'C',
      call_for: client.code,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      message: 'Arama kaydı eklendi.',
      data: {
        call_direction: 'OUTGOING',
        called_at: calledAt,
        contact: { id: contactId, name: 'Arayan Kişi' },
        call_for: client.id,
        creator: { full_name: 'Gizem Aydın' },
      },
    })
    const id = response.json().data.id
    const edited = await user.put(`/phone-call-logs/${id}`, { call_direction: 'INCOMING', contact_id: null })
    expect(edited.json()).toMatchObject({
      message: 'Arama kaydı güncellendi.',
      data: { call_direction: 'INCOMING', contact: null },
    })
    expect((await user.get(`/client/${client.code}`)).json().calls).toHaveLength(1)
    expect((await user.delete(`/phone-call-logs/${id}`)).json()).toEqual({ message: 'Arama kaydı silindi.' })
  })

  it('requires a description of at most 500, a direction and a time that is not in the future', async () => {
    const missing = await user.post('/phone-call-logs', { call_type: 'C', call_for: client.code })
    expect(missing.json().errors).toEqual({
      description: ['Bu alan zorunludur'],
      call_direction: ['Bu alan zorunludur'],
      called_at: ['Bu alan zorunludur'],
    })
    const wrong = await user.post('/phone-call-logs', {
      description: 'x'.repeat(501),
      call_direction: 'SIDEWAYS',
      called_at: new Date(Date.now() + 2 * 3600_000).toISOString(),
      call_type: 'C',
      call_for: client.code,
    })
    expect(wrong.json().errors).toEqual({
      description: ['En fazla 500 karakterden oluşmalı'],
      call_direction: ['Geçersiz seçim'],
      called_at: ['Arama zamanı gelecekte olamaz'],
    })
    expect(wrong.json().message).toBe('En fazla 500 karakterden oluşmalı (ve 2 hata daha)')
  })

  it('refuses a contact of another client', async () => {
    const response = await user.post('/phone-call-logs', {
      description: 'Yanlış kişi',
      call_direction: 'INCOMING',
      called_at: hoursAgo(1),
      contact_id: contactId,
      call_type: 'S',
      call_for: supplier.code,
    })
    expect(response.json().errors).toEqual({ contact_id: ['Geçersiz seçim'] })
  })
})
