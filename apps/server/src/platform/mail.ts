import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** A calendar invitation (meetings): nodemailer sends it as the text/calendar part; the outbox keeps it. */
  icalEvent?: MailIcalEvent
}

export interface MailIcalEvent {
  /** The iCalendar METHOD: REQUEST for an invitation or its update, CANCEL for a cancellation. */
  method: string
  filename: string
  content: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

/** With no SMTP_URL every mail lands as a JSON file in DATA_DIR/outbox, newest last by name. */
export function createOutboxMailer(outboxDir: string): Mailer {
  return {
    async send(message) {
      await fs.mkdir(outboxDir, { recursive: true })
      const name = `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.json`
      await fs.writeFile(
        path.join(outboxDir, name),
        JSON.stringify({ ...message, sent_at: new Date().toISOString() }, null, 2),
      )
    },
  }
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
  }
}
