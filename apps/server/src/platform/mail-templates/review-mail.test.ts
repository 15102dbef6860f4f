import { describe, expect, it } from 'vitest'
import { renderReviewMail } from './review-mail'

const input = {
  company: { name: 'Demo & Ajans', emailLogoUrl: null },
  recipientName: 'Ayşe <b>Yılmaz</b>',
  senderName: 'Kerem Doğan',
  subject: 'Bütçe\r\nBcc: x@y.z',
  message: 'Merhaba,\n<script>alert(1)</script>',
  link: 'http://ajanda.test/client-review/abc',
}

describe('renderReviewMail', () => {
  it("carries the sender's message and the link, in Turkish by default and in English", () => {
    const tr = renderReviewMail({ ...input, locale: 'tr' })
    expect(tr.text).toContain('Merhaba Ayşe <b>Yılmaz</b>,')
    expect(tr.text).toContain('Merhaba,\n<script>alert(1)</script>')
    expect(tr.text).toContain('Bütçeyi incele: http://ajanda.test/client-review/abc')
    expect(tr.text).toContain('Demo & Ajans adına Kerem Doğan tarafından')
    const en = renderReviewMail({ ...input, locale: 'en' })
    expect(en.text).toContain('Review the budget: http://ajanda.test/client-review/abc')
    expect(en.html).toContain('<html lang="en">')
  })

  it('escapes the message and the names in HTML and keeps the subject on one line', () => {
    const mail = renderReviewMail({ ...input, locale: 'tr' })
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('Merhaba,<br>&lt;script&gt;')
    expect(mail.html).toContain('Ayşe &lt;b&gt;Yılmaz&lt;/b&gt;')
    expect(mail.html).toContain('href="http://ajanda.test/client-review/abc"')
    expect(mail.subject).toBe('Bütçe Bcc: x@y.z')
  })
})
