import { fill, renderLayout, renderText } from './html'
import type { MailCompany, MailLocale, RenderedMail } from './notification-mail'

/**
 * The account mails: an invitation to set a first password, a password reset link (auth/password-links.ts
 * makes both), a sign-up's confirmation link, and the note to an address that already has an account when
 * someone signs up with it (auth/sign-up.service.ts).
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
  | {
      kind: 'signup-confirmation'
      locale: MailLocale
      /** The company being signed up: it does not exist until the link is opened. */
      company: MailCompany
      recipientName: string
      link: string
      validHours: number
    }
  | {
      kind: 'signup-existing-account'
      locale: MailLocale
      company: MailCompany
      recipientName: string
      /** Where to reset the password. */
      link: string
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
    'signup-confirmation': {
      subject: 'Ajanda hesabını onayla',
      body: '{company} için Ajanda hesabını oluşturmak üzere e-posta adresini onayla ({hours} saat geçerlidir, bir kez kullanılabilir).',
      button: 'E-posta adresimi onayla',
      ignore: "Ajanda'ya sen kaydolmadıysan bu e-postayı yok sayabilirsin; hesap oluşturulmaz.",
    },
    'signup-existing-account': {
      subject: 'Ajanda: bu e-posta adresiyle zaten bir hesabın var',
      body: "Biri bu e-posta adresiyle Ajanda'ya kaydolmaya çalıştı, ama bu adresle zaten bir hesabın var. Şifreni hatırlamıyorsan aşağıdaki bağlantıdan yeni bir şifre isteyebilirsin.",
      button: 'Şifremi sıfırla',
      ignore: 'Bunu sen yapmadıysan bu e-postayı yok sayabilirsin; hesabında bir şey değişmedi.',
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
    'signup-confirmation': {
      subject: 'Confirm your Ajanda account',
      body: 'Confirm your e-mail address to create the Ajanda account of {company} (valid for {hours} hours, usable once).',
      button: 'Confirm my e-mail address',
      ignore: 'If you did not sign up for Ajanda, you can ignore this e-mail; no account is created.',
    },
    'signup-existing-account': {
      subject: 'Ajanda: you already have an account with this e-mail address',
      body: 'Someone tried to sign up for Ajanda with this e-mail address, but you already have an account with it. If you do not remember your password, you can ask for a new one through the link below.',
      button: 'Reset my password',
      ignore: 'If this was not you, you can ignore this e-mail; nothing changed in your account.',
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
    hours: input.kind === 'signup-confirmation' ? String(input.validHours) : '',
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
