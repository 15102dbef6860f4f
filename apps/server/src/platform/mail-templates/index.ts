/** The mails Ajanda sends: one renderer per kind, each returning subject, plain text and HTML. */
export { type AccountMailInput, renderAccountMail } from './account-mail'
export { escapeHtml } from './html'
export { notificationLink } from './links'
export { mailCompanyOf } from './mail-company'
export {
  type MailCompany,
  type MailLocale,
  type NotificationMailInput,
  type RenderedMail,
  renderNotificationMail,
} from './notification-mail'
export { type ReviewMailInput, renderReviewMail } from './review-mail'
