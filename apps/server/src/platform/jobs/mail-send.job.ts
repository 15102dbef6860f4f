import { z } from 'zod'
import { defineJob } from './define-job'
import { PermanentJobError } from './permanent-error'

/** The data of `mail.send`: an already rendered mail (platform/mail-templates), so a retry sends the same text. */
export const mailSendDataSchema = z.object({
  to: z.string().min(3),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  /** A meeting's iCalendar invitation (METHOD:REQUEST or CANCEL), sent as the mail's calendar part. */
  icalEvent: z.object({ method: z.string(), filename: z.string(), content: z.string() }).optional(),
  /**
   * Stored files sent as attachments (a declaration's PDF copy), by storage key: the queued job holds no
   * bytes, and the file is read from storage (local disk or S3) when the mail is sent.
   */
  attachments: z
    .array(z.object({ filename: z.string(), key: z.string(), content_type: z.string() }))
    .max(5)
    .optional(),
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
    const { attachments, ...mail } = mailSendDataSchema.parse(data)
    if (!attachments) return ctx.mailer.send(mail)
    const files = []
    for (const attachment of attachments) {
      const opened = await ctx.storage.open(attachment.key)
      // A file deleted meanwhile cannot appear on a later try either.
      if (!opened) throw new PermanentJobError(`mail attachment ${attachment.key} is not stored`)
      const parts: Buffer[] = []
      for await (const chunk of opened.stream) parts.push(Buffer.from(chunk as Buffer))
      files.push({
        filename: attachment.filename,
        content: Buffer.concat(parts),
        contentType: attachment.content_type,
      })
    }
    await ctx.mailer.send({ ...mail, attachments: files })
  },
})
