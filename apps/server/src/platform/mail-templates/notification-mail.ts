import {
  type NotificationData,
  type NotificationType,
  noticeIn,
} from '@ajanda/contracts/notifications.contract'
import { fill, type MailLayout, renderLayout, renderText } from './html'
import { notificationLink } from './links'
import {
  DETAIL_LABELS,
  LINK_ONLY_DETAILS,
  NOTIFICATION_CHROME,
  NOTIFICATION_TEXTS,
} from './notification-texts'

export type MailLocale = 'tr' | 'en'

/** What a mail shows of the sending company (company settings: name and "email-logo"). */
export interface MailCompany {
  name: string
  emailLogoUrl: string | null
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

export interface NotificationMailInput {
  type: NotificationType
  data: NotificationData
  locale: MailLocale
  company: MailCompany
  recipientName: string
  /** APP_URL: the record link is built on it. */
  appUrl: string
  /** An approver's personal decision link: the button decides instead of opening the record. */
  decisionUrl?: string | null
}

/** The e-mail of one notification, in the recipient's language, with a plain-text part. */
export function renderNotificationMail(input: NotificationMailInput): RenderedMail {
  const locale: MailLocale = input.locale === 'en' ? 'en' : 'tr'
  const texts = NOTIFICATION_TEXTS[locale][input.type]
  const chrome = NOTIFICATION_CHROME[locale]
  const notice = noticeIn(input.data, locale)
  const values = { subject: notice.subject }
  const paragraphs = [fill(chrome.greeting, { name: input.recipientName }), fill(texts.intro, values)]
  if (input.data.actor_name) paragraphs.push(fill(chrome.actor, { actor: input.data.actor_name }))
  const labels = DETAIL_LABELS[locale]
  const facts = Object.entries(notice.details)
    .filter(([key]) => !LINK_ONLY_DETAILS.has(key))
    .map(([key, value]): [string, string] => [labels[key] ?? key.replace(/_/g, ' '), value])
  const layout: MailLayout = {
    lang: locale,
    companyName: input.company.name,
    emailLogoUrl: input.company.emailLogoUrl,
    paragraphs,
    facts,
    button: input.decisionUrl
      ? { label: chrome.decide, url: input.decisionUrl }
      : {
          label: input.data.record ? chrome.open : chrome.openApp,
          url: notificationLink(input.appUrl, input.data.record, input.data.details),
        },
    footer: fill(chrome.footer, { company: input.company.name }),
  }
  // A subject is one header line: no line breaks from data.
  const subject = fill(texts.subject, values).replace(/[\r\n]+/g, ' ')
  return { subject, text: renderText(layout), html: renderLayout(layout) }
}
