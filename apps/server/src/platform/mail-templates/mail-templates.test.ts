import { NOTIFICATION_TYPES } from '@ajanda/contracts/notifications.contract'
import { describe, expect, it } from 'vitest'
import { renderAccountMail, renderNotificationMail } from './index'

const company = { name: 'Demo Etkinlik', emailLogoUrl: 'http://ajanda.test/files/logo.png' }
const base = { company, recipientName: 'Ayşe', appUrl: 'http://ajanda.test/' }

describe('renderNotificationMail', () => {
  it('renders every notification type in Turkish and English, with a text and an HTML part', () => {
    for (const type of NOTIFICATION_TYPES) {
      const tr = renderNotificationMail({ ...base, type, locale: 'tr', data: { subject: 'Yaz Kampı' } })
      const en = renderNotificationMail({ ...base, type, locale: 'en', data: { subject: 'Yaz Kampı' } })
      for (const mail of [tr, en]) {
        expect(mail.subject).toContain('Yaz Kampı')
        expect(mail.text).toContain('Yaz Kampı')
        expect(mail.html).toContain('Yaz Kampı')
        expect(mail.text).not.toMatch(/\{\w+\}/)
        expect(mail.html).toContain('<img src="http://ajanda.test/files/logo.png"')
      }
      expect(tr.text).toContain('Merhaba Ayşe,')
      expect(en.text).toContain('Hello Ayşe,')
      expect(tr.subject).not.toBe(en.subject)
    }
  })

  it('gives an English reader the English subject and facts the notice carries, and hides link-only facts', () => {
    const data = {
      subject: 'Yıllık İzin · Ayşe Kaya',
      subject_en: 'Annual leave · Ayşe Kaya',
      details: { amount: '1.234,50 TRY', decision: 'Onaylandı', project_code: 'P-1' },
      details_en: { amount: '1,234.50 TRY', decision: 'Approved' },
    }
    const en = renderNotificationMail({ ...base, type: 'ApproveRequested', locale: 'en', data })
    expect(en.subject).toContain('Annual leave · Ayşe Kaya')
    expect(en.text).toContain('Amount: 1,234.50 TRY')
    expect(en.text).toContain('Decision: Approved')
    const tr = renderNotificationMail({ ...base, type: 'ApproveRequested', locale: 'tr', data })
    expect(tr.subject).toContain('Yıllık İzin · Ayşe Kaya')
    expect(tr.text).toContain('Tutar: 1.234,50 TRY')
    expect(tr.text).toContain('Karar: Onaylandı')
    for (const mail of [en, tr]) expect(mail.text).not.toContain('P-1')
  })

  it('links to the record screen, or to the app root without a record', () => {
    const link = (kind: 'lead' | 'project' | 'client' | 'supplier' | 'task' | 'budget') =>
      renderNotificationMail({
        ...base,
        type: 'ClientCreated',
        locale: 'en',
        data: { subject: 'X', record: { kind, code: 'AB 12' } },
      }).text
    expect(link('lead')).toContain('http://ajanda.test/bizdev/AB%2012')
    expect(link('project')).toContain('http://ajanda.test/project/AB%2012/main')
    expect(link('client')).toContain('http://ajanda.test/client/AB%2012')
    expect(link('supplier')).toContain('http://ajanda.test/supplier/AB%2012')
    expect(link('task')).toContain('http://ajanda.test/tasks')
    expect(link('budget')).toContain('Open the record: http://ajanda.test/')
    const none = renderNotificationMail({
      ...base,
      type: 'TaskCreated',
      locale: 'tr',
      data: { subject: 'X' },
    })
    expect(none.text).toContain('Uygulamayı aç: http://ajanda.test/')
    expect(none.html).toContain('href="http://ajanda.test/"')
  })

  it('escapes everything that comes from data in the HTML part', () => {
    const mail = renderNotificationMail({
      ...base,
      company: { name: '<b>Co</b>', emailLogoUrl: null },
      recipientName: '<script>alert(1)</script>',
      type: 'NoteCreated',
      locale: 'tr',
      data: {
        subject: '"><img src=x onerror=alert(1)>',
        actor_name: 'A & B',
        record: { kind: 'client', code: '"><x' },
        details: { stage: '<i>Teklif</i>', custom_key: "O'Reilly" },
      },
    })
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<img src=x')
    expect(mail.html).not.toContain('<i>')
    expect(mail.html).toContain('&lt;b&gt;Co&lt;/b&gt;')
    expect(mail.html).toContain('A &amp; B')
    expect(mail.html).toContain('href="http://ajanda.test/client/%22%3E%3Cx"')
    expect(mail.text).toContain('Aşama: <i>Teklif</i>')
    expect(mail.text).toContain("custom key: O'Reilly")
    expect(mail.text).toContain('İşlemi yapan: A & B')
  })

  it('keeps the subject on one line and never links to a non-http logo', () => {
    const mail = renderNotificationMail({
      ...base,
      company: { name: 'Co', emailLogoUrl: 'javascript:alert(1)' },
      type: 'TaskCreated',
      locale: 'en',
      data: { subject: 'a\r\nBcc: x@y.z' },
    })
    expect(mail.subject).toBe('New task: a Bcc: x@y.z')
    expect(mail.html).not.toContain('javascript:')
  })
})

describe('renderAccountMail', () => {
  it('renders the invitation and the password reset in both languages', () => {
    const link = 'http://ajanda.test/password-reset/abc?email=a%40b.c&invite=1'
    const invite = renderAccountMail({
      kind: 'invitation',
      locale: 'tr',
      company,
      recipientName: 'Ayşe',
      inviterName: 'Mehmet',
      link,
      validDays: 7,
    })
    expect(invite.subject).toBe("Demo Etkinlik seni Ajanda'ya davet ediyor")
    expect(invite.text).toContain('Mehmet seni')
    expect(invite.text).toContain('7 gün')
    expect(invite.text).toContain(link)
    expect(invite.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`)
    const reset = renderAccountMail({
      kind: 'password-reset',
      locale: 'en',
      company,
      recipientName: 'Ayşe',
      link,
      validMinutes: 60,
    })
    expect(reset.subject).toBe('Ajanda password reset')
    expect(reset.text).toContain('60 minutes')
    expect(reset.text).toContain(link)
  })
})
