import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import MailComposer from 'nodemailer/lib/mail-composer'
import { PermanentJobError } from './jobs/permanent-error'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** A calendar invitation (meetings): nodemailer sends it as the text/calendar part; the outbox keeps it. */
  icalEvent?: MailIcalEvent
  /** Files sent with the mail (a declaration's PDF copy); the outbox's .json names them without their bytes. */
  attachments?: MailAttachment[]
}

export interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

export interface MailIcalEvent {
  /** The iCalendar METHOD: REQUEST for an invitation or its update, CANCEL for a cancellation. */
  method: string
  filename: string
  content: string
}

export interface Mailer {
  /** Throws PermanentMailError when no retry can deliver this mail; any other error is temporary. */
  send(message: MailMessage): Promise<void>
  /** Ends what the mailer keeps open (the SMTP pool's connections); called once the app's queue stopped. */
  close?(): Promise<void>
}

/** The SMTP server refused this mail for good (a 5xx reply, an address that is not one): not retried. */
export class PermanentMailError extends PermanentJobError {
  override name = 'PermanentMailError'
}

export const DEFAULT_MAIL_FROM = 'Ajanda <no-reply@ajanda.local>'

/** SMTP connections kept open and used side by side by one process (nodemailer's pool). */
export const SMTP_POOL_CONNECTIONS = 5

/**
 * With no SMTP_URL every mail lands in DATA_DIR/outbox as `<epoch ms>-<id>.eml` (RFC 5322, built by
 * nodemailer's MailComposer exactly as SMTP would send it: any mail client opens it) and, beside it,
 * `<epoch ms>-<id>.json` (the fields, for tests and tools). Each is written to a hidden temp file and
 * renamed, and the .eml comes first: a reader never sees half a file, and a .json always has its .eml.
 */
export function createOutboxMailer(outboxDir: string, from = DEFAULT_MAIL_FROM): Mailer {
  return {
    async send(message) {
      await fs.mkdir(outboxDir, { recursive: true })
      const base = `${Date.now()}-${crypto.randomBytes(4).toString('hex')}`
      const eml = await new MailComposer({ from, ...message }).compile().build()
      await writeAtomically(path.join(outboxDir, `${base}.eml`), eml)
      const attachments = message.attachments?.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        size: file.content.length,
      }))
      const json = JSON.stringify({ ...message, attachments, sent_at: new Date().toISOString() }, null, 2)
      await writeAtomically(path.join(outboxDir, `${base}.json`), json)
    },
  }
}

/** A rename within one folder is atomic: the file appears whole or not at all. */
async function writeAtomically(target: string, content: string | Buffer) {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.tmp`)
  await fs.writeFile(temp, content)
  await fs.rename(temp, target)
}

/**
 * Sends through SMTP_URL over a pool of connections (nodemailer `pool`), so the mail job's concurrent
 * batch goes out side by side instead of one connection handshake per mail.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_POOL_CONNECTIONS,
    // A try must end well inside the job's expiry (DEFAULT_JOB_EXPIRE_SECONDS), or the queue would start a
    // second try of a mail the first may still send.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  })
  return {
    async send(message) {
      try {
        await transport.sendMail({ from, ...message })
      } catch (error) {
        if (isPermanentSmtpFailure(error)) throw new PermanentMailError(describe(error), { cause: error })
        throw error
      }
    },
    async close() {
      transport.close()
    },
  }
}

interface SmtpError {
  code?: string
  command?: string
  responseCode?: number
  /** nodemailer marks a 5xx reply as permanent. */
  permanent?: boolean
}

/**
 * A 5xx reply to the mail (the recipient or the message refused) or an address nodemailer cannot use is
 * permanent. A 5xx to the login (EAUTH: a wrong password in SMTP_URL) is not: it is fixed by the operator,
 * and the mail should then still go out. Connection failures and 4xx replies are temporary.
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const smtp = error as SmtpError
  if (smtp.code === 'EAUTH') return false
  if (smtp.permanent === true) return true
  if (typeof smtp.responseCode === 'number') return smtp.responseCode >= 500 && smtp.responseCode < 600
  return smtp.code === 'EENVELOPE' && smtp.command === 'API'
}

function describe(error: unknown) {
  return error instanceof Error ? error.message : String(error)
}
