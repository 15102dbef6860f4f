import { z } from 'zod'
import { defineJob } from './define-job'

/** The data of `mail.send`: an already rendered mail (platform/mail-templates), so a retry sends the same text. */
export const mailSendDataSchema = z.object({
  to: z.string().min(3),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  /** A meeting's iCalendar invitation (METHOD:REQUEST or CANCEL), sent as the mail's calendar part. */
  icalEvent: z.object({ method: z.string(), filename: z.string(), content: z.string() }).optional(),
})
export type MailSendData = z.infer<typeof mailSendDataSchema>

export const MAIL_SEND = 'mail.send'

/**
 * Hands one mail to the Mailer (SMTP_URL or the outbox folder). An SMTP server that is down gets five more
 * tries over about half an hour (30 s doubling, jittered) before the mail becomes a job_failures row; a mail
 * the server refuses for good (PermanentMailError: a 5xx reply, a bad address) becomes one at once.
 * Each working process runs up to 3 × 5 mails at once over the pooled SMTP connections, at most 5 of one
 * company (the job's group), so one company's bulk mail leaves the other slots to everyone else.
 */
export const mailSendJob = defineJob<MailSendData>({
  name: MAIL_SEND,
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  retryDelayMaxSeconds: 900,
  concurrency: { workers: 3, batchSize: 5, perGroup: 5 },
  async handler(data, { ctx }) {
    await ctx.mailer.send(mailSendDataSchema.parse(data))
  },
})
