import { fill, renderLayout, renderText } from './html'
import type { MailCompany, MailLocale, RenderedMail } from './notification-mail'

/**
 * The client review link sent from a budget's "Müşteriye Gönder" (decisions/0028): the sender's own
 * subject and message, the button to the public review page and the link written out beneath it.
 */
export interface ReviewMailInput {
  locale: MailLocale
  company: MailCompany
  recipientName: string
  senderName: string
  subject: string
  /** The sender's message, as typed (line breaks kept, escaped by the layout). */
  message: string
  link: string
}

const TEXTS = {
  tr: {
    greeting: 'Merhaba {name},',
    button: 'Bütçeyi incele',
    hint: 'Bağlantıdan bütçeyi görebilir, alternatifler arasından seçim yapabilir, kalemlere yorum bırakabilir ve onaylayabilir ya da değişiklik isteyebilirsiniz.',
    footer: 'Bu e-posta {company} adına {sender} tarafından Ajanda ile gönderildi.',
  },
  en: {
    greeting: 'Hello {name},',
    button: 'Review the budget',
    hint: 'Through the link you can see the budget, choose among its alternatives, comment on its items, and approve it or ask for changes.',
    footer: 'This e-mail was sent with Ajanda by {sender} on behalf of {company}.',
  },
} as const

export function renderReviewMail(input: ReviewMailInput): RenderedMail {
  const locale: MailLocale = input.locale === 'en' ? 'en' : 'tr'
  const texts = TEXTS[locale]
  const values = { name: input.recipientName, company: input.company.name, sender: input.senderName }
  const layout = {
    lang: locale,
    companyName: input.company.name,
    emailLogoUrl: input.company.emailLogoUrl,
    paragraphs: [fill(texts.greeting, values), input.message, texts.hint],
    button: { label: texts.button, url: input.link },
    footer: fill(texts.footer, values),
  }
  return {
    subject: input.subject.replace(/[\r\n]+/g, ' '),
    text: renderText(layout),
    html: renderLayout(layout),
  }
}
