import { z } from 'zod'
import { idField, requiredMultilineText, requiredText } from './common/fields'

/**
 * "Müşteriye Gönder" by e-mail (issue 19 item 5, decisions/0028): the review link goes to chosen contacts
 * of the project or its client, with a subject and a message the sender may edit; every sending is kept.
 * Kept apart from budgets.contract.ts so the budget grid's contract does not grow further.
 */
export const REVIEW_MAIL_SUBJECT_MAX = 200
export const REVIEW_MAIL_MESSAGE_MAX = 5000
export const REVIEW_MAIL_RECIPIENTS_MAX = 20
export const REVIEW_MAIL_LANGUAGES = ['tr', 'en'] as const
export type ReviewMailLanguage = (typeof REVIEW_MAIL_LANGUAGES)[number]

export const sendBudgetReviewInputSchema = z.strictObject({
  /** Contact ids: people of the project or of its client, each with an e-mail address. */
  recipients: z
    .array(idField())
    .min(1)
    .max(REVIEW_MAIL_RECIPIENTS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate_value' }),
  subject: requiredText(REVIEW_MAIL_SUBJECT_MAX),
  message: requiredMultilineText(REVIEW_MAIL_MESSAGE_MAX),
  /** The language of the mail around the message (greeting, button, footer). */
  language: z.enum(REVIEW_MAIL_LANGUAGES).default('tr'),
})
export type SendBudgetReviewInput = z.input<typeof sendBudgetReviewInputSchema>

/** A contact the link may be sent to: of the project (`project`) or only of its client (`client`). */
export const reviewRecipientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  source: z.enum(['project', 'client']),
})
export type ReviewRecipient = z.infer<typeof reviewRecipientSchema>

export const reviewRecipientsResponseSchema = z.object({
  data: z.array(reviewRecipientSchema),
  /** The project's language when it is one of the mail's (its first of tr/en), else null. */
  language: z.enum(REVIEW_MAIL_LANGUAGES).nullable(),
})
export type ReviewRecipientsResponse = z.infer<typeof reviewRecipientsResponseSchema>

export const reviewSendingSchema = z.object({
  id: z.number().int(),
  /** Who was sent the link: the contact's name and address at the time of the sending. */
  recipients: z.array(z.object({ contact_id: z.number().int(), name: z.string(), email: z.string() })),
  subject: z.string(),
  message: z.string(),
  language: z.enum(REVIEW_MAIL_LANGUAGES),
  /** The link that was sent. */
  url: z.string(),
  sent_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  sent_at: z.string(),
})
export type ReviewSending = z.infer<typeof reviewSendingSchema>

/** Newest first. */
export const reviewSendingsResponseSchema = z.object({ data: z.array(reviewSendingSchema) })
export const sendBudgetReviewResponseSchema = z.object({
  message: z.string(),
  data: reviewSendingSchema,
})
