import { fill, renderLayout, renderText } from './html'
import type { MailCompany, MailLocale, RenderedMail } from './notification-mail'

/**
 * The account mails: an invitation to set a first password and a password reset link. Both carry a
 * single-use link (auth/password-links.ts makes it).
 */
export type AccountMailInput =
  | {
      kind: 'invitation'
      locale: MailLocale
      company: MailCompany
      recipientName: string
      inviterName: string
      link: string
      validDays: number
    }
  | {
      kind: 'password-reset'
      locale: MailLocale
      company: MailCompany
      recipientName: string
      link: string
      validMinutes: number
    }

const TEXTS = {
  tr: {
    invitation: {
      subject: "{company} seni Ajanda'ya davet ediyor",
      body: "{inviter} seni Ajanda'da {company} ekibine davet etti. Şifreni belirleyip giriş yapmak için aşağıdaki bağlantıyı aç ({days} gün geçerlidir, bir kez kullanılabilir).",
      button: 'Şifremi belirle',
      ignore: 'Bu daveti beklemiyorsan bu e-postayı yok sayabilirsin.',
    },
    'password-reset': {
      subject: 'Ajanda şifre sıfırlama',
      body: 'Şifreni sıfırlamak için aşağıdaki bağlantıyı aç ({minutes} dakika geçerlidir, bir kez kullanılabilir).',
      button: 'Şifremi sıfırla',
      ignore: 'Bu isteği sen yapmadıysan bu e-postayı yok sayabilirsin.',
    },
    greeting: 'Merhaba {name},',
    footer: 'Bu e-posta {company} adına Ajanda tarafından gönderildi.',
  },
  en: {
    invitation: {
      subject: '{company} invites you to Ajanda',
      body: '{inviter} has invited you to join {company} on Ajanda. Open the link below to set your password and sign in (valid for {days} days, usable once).',
      button: 'Set my password',
      ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
    },
    'password-reset': {
      subject: 'Ajanda password reset',
      body: 'Open the link below to reset your password (valid for {minutes} minutes, usable once).',
      button: 'Reset my password',
      ignore: 'If you did not ask for this, you can ignore this e-mail.',
    },
    greeting: 'Hello {name},',
    footer: 'This e-mail was sent by Ajanda on behalf of {company}.',
  },
} as const

export function renderAccountMail(input: AccountMailInput): RenderedMail {
  const locale: MailLocale = input.locale === 'en' ? 'en' : 'tr'
  const texts = TEXTS[locale]
  const kind = texts[input.kind]
  const values: Record<string, string> = {
    name: input.recipientName,
    company: input.company.name,
    inviter: input.kind === 'invitation' ? input.inviterName : '',
    days: input.kind === 'invitation' ? String(input.validDays) : '',
    minutes: input.kind === 'password-reset' ? String(input.validMinutes) : '',
  }
  const layout = {
    lang: locale,
    companyName: input.company.name,
    emailLogoUrl: input.company.emailLogoUrl,
    paragraphs: [fill(texts.greeting, values), fill(kind.body, values), kind.ignore],
    button: { label: kind.button, url: input.link },
    footer: fill(texts.footer, values),
  }
  return {
    subject: fill(kind.subject, values).replace(/[\r\n]+/g, ' '),
    text: renderText(layout),
    html: renderLayout(layout),
  }
}
