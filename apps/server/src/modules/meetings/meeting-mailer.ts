import { parseExternalParticipants, parseParticipantRef } from '@ajanda/contracts/meetings.contract'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { companyGroup } from '../../platform/jobs'
import { MAIL_SEND } from '../../platform/jobs/mail-send.job'
import type { MailLocale } from '../../platform/mail-templates/index'
import { companyTimeZone } from '../event-companies/company-time-zone'
import { type InvitationMeeting, type InvitationRecipient, invitationMails } from './meeting-invitation'
import { participantsOf } from './meeting-view'
import { createMeetingsRepository, type MeetingRow } from './meetings.repository'

/** Who was invited before a change: the participant refs and the external addresses. */
export interface InvitedBefore {
  participants: readonly string[]
  external_participants: string | null | undefined
}

type MeetingsRepository = ReturnType<typeof createMeetingsRepository>

const mailLocale = (language: string | null | undefined): MailLocale => (language === 'en' ? 'en' : 'tr')

/**
 * The language of each address (decisions/0030 "Mails"): a user of the company reads their own; the
 * creator's linked calendar accounts are the creator's; anyone else (a contact, an address typed into
 * the meeting) reads the language of the colleague whose write sent the mail.
 */
export function localesOf(
  addresses: readonly string[],
  colleagues: readonly { email: string; language: string }[],
  creator: { accounts: readonly string[]; language: string | null | undefined },
  actorLanguage: string | null | undefined,
): InvitationRecipient[] {
  const known = new Map<string, MailLocale>()
  for (const account of creator.accounts)
    known.set(account.trim().toLowerCase(), mailLocale(creator.language))
  for (const user of colleagues) known.set(user.email.trim().toLowerCase(), mailLocale(user.language))
  return addresses.map((email) => ({
    email,
    locale: known.get(email.trim().toLowerCase()) ?? mailLocale(actorLanguage),
  }))
}

/**
 * The meeting's invitation mails (iCalendar REQUEST / CANCEL), always through the job queue so a mail
 * server that is down never fails the write, and queued in the meeting write's transaction (`db`, issue
 * 18) so they commit with it: an acknowledged meeting always brings its invitations.
 */
export function createMeetingMailer(ctx: Pick<AppContext, 'jobs'>) {
  async function describe(db: DbOrTx, repo: MeetingsRepository, row: MeetingRow) {
    const companyId = row.event_company_id
    const [participants, creator, type, timeZone] = await Promise.all([
      participantsOf(db, companyId, await repo.participants(row.id)),
      repo.creator(companyId, row.created_by),
      repo.meetingTypeNames(companyId, row.meeting_type_id),
      companyTimeZone(db, companyId),
    ])
    const attendees = [
      ...participants.flatMap((p) => (p.email ? [{ name: p.name, email: p.email }] : [])),
      ...parseExternalParticipants(row.external_participants).emails.map((email) => ({ email })),
    ]
    const meeting: InvitationMeeting = {
      uid: row.uid,
      sequence: row.sequence,
      title: row.subject || type?.name || 'Toplantı',
      // Without a subject an English reader gets the type's English name (its Turkish one when it has none).
      title_en: row.subject || type?.name_en?.trim() || type?.name || 'Meeting',
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      location: row.location,
      note: row.note,
      organizer: { name: creator?.full_name ?? 'Ajanda', email: creator?.email ?? 'no-reply@ajanda.local' },
      attendees,
      time_zone: timeZone,
    }
    return { meeting, creatorLanguage: creator?.language }
  }

  async function send(
    db: DbOrTx,
    companyId: number,
    meeting: InvitationMeeting,
    method: 'REQUEST' | 'CANCEL',
    to: readonly InvitationRecipient[],
  ) {
    const mails = invitationMails(meeting, method, to)
    // In the company's fairness group (issue 18): a meeting of 200 people does not hold back other mail.
    if (mails.length > 0)
      await ctx.jobs.enqueueMany(MAIL_SEND, mails, { group: companyGroup(companyId), tx: db })
  }

  /** The addresses of `before` that the meeting no longer invites. */
  async function droppedSince(
    repo: MeetingsRepository,
    row: MeetingRow,
    current: InvitationMeeting,
    before: InvitedBefore,
  ) {
    const now = new Set(current.attendees.map((a) => a.email.toLowerCase()))
    const refs = before.participants.map(parseParticipantRef).filter((p) => p !== null)
    const [people, contacts] = await Promise.all([
      repo.anyUsers(
        row.event_company_id,
        refs.filter((p) => p.kind === 'U').map((p) => p.id),
      ),
      repo.anyContacts(
        row.event_company_id,
        refs.filter((p) => p.kind === 'C' || p.kind === 'S').map((p) => p.id),
      ),
    ])
    return [
      ...people.map((p) => p.email),
      ...contacts.flatMap((c) => (c.email ? [c.email] : [])),
      ...parseExternalParticipants(before.external_participants).emails,
    ].filter((email) => !now.has(email.toLowerCase()))
  }

  return {
    /**
     * METHOD:REQUEST (or CANCEL) to every participant with an e-mail and, when shared, to the creator's
     * linked calendar accounts, each in their language (`localesOf`; `actorLanguage` is the language of
     * the user whose write this is). After an update, `before` names who was invited: whoever was
     * dropped gets the cancellation of their copy. `db` is the meeting write's transaction.
     */
    async send(
      db: DbOrTx,
      row: MeetingRow,
      method: 'REQUEST' | 'CANCEL',
      actorLanguage: string,
      before?: InvitedBefore,
    ): Promise<void> {
      const repo = createMeetingsRepository(db)
      const { meeting, creatorLanguage } = await describe(db, repo, row)
      const accounts = row.share ? await repo.calendarAccounts(row.event_company_id, row.created_by) : []
      const dropped = before && method !== 'CANCEL' ? await droppedSince(repo, row, meeting, before) : []
      const invited = [...meeting.attendees.map((a) => a.email), ...accounts]
      const colleagues = await repo.languagesByEmail(row.event_company_id, [...invited, ...dropped])
      const creator = { accounts, language: creatorLanguage }
      await send(
        db,
        row.event_company_id,
        meeting,
        method,
        localesOf(invited, colleagues, creator, actorLanguage),
      )
      if (dropped.length > 0)
        await send(
          db,
          row.event_company_id,
          { ...meeting, note: null, attendees: dropped.map((email) => ({ email })) },
          'CANCEL',
          localesOf(dropped, colleagues, creator, actorLanguage),
        )
    },
  }
}
