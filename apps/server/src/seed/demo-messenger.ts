import { and, eq, inArray } from 'drizzle-orm'
import { directKey } from '../modules/messenger/messenger.service'
import { conversationParticipants, conversations, messages } from '../modules/messenger/messenger.table'
import { users } from '../modules/users/users.table'
import type { DbOrTx } from '../platform/db'
import { DEMO_EMAILS } from './demo-logins'

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

/** Who writes what, oldest first; `ago` in minutes. */
type Line = { from: string; body: string; ago: number }

const DIRECT: readonly Line[] = [
  {
    from: DEMO_EMAILS.division,
    body: 'Kuzey Telekom bayi toplantısının teklifini bugün gönderebilir miyiz?',
    ago: 190,
  },
  { from: DEMO_EMAILS.admin, body: 'Bütçe onayı geldi, öğleden sonra gönderiyorum.', ago: 175 },
  { from: DEMO_EMAILS.division, body: 'Süper, müşteri cuma günü dönüş yapacağını söyledi.', ago: 40 },
]
const GROUP: readonly Line[] = [
  {
    from: DEMO_EMAILS.admin,
    body: 'Lansman için otel keşfi perşembe 14:00’te, herkes katılabiliyor mu?',
    ago: 600,
  },
  { from: DEMO_EMAILS.team, body: 'Ben oradayım, transfer firmasıyla da görüşürüm.', ago: 560 },
  { from: DEMO_EMAILS.division, body: 'Katılıyorum. Sahne ölçülerini de alalım.', ago: 540 },
  { from: DEMO_EMAILS.team, body: 'Keşif notlarını proje dosyalarına yükledim.', ago: 25 },
]

/**
 * A direct conversation and a team group in the demo company, so the messenger is not empty on the first
 * visit: the admin has read everything but the last line of each (one unread message each).
 */
export async function insertDemoMessenger(db: DbOrTx, companyId: number): Promise<void> {
  const emails = [DEMO_EMAILS.admin, DEMO_EMAILS.division, DEMO_EMAILS.team]
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.event_company_id, companyId), inArray(users.email, emails)))
  const idOf = new Map(people.map((person) => [person.email, person.id]))
  const admin = idOf.get(DEMO_EMAILS.admin)
  const division = idOf.get(DEMO_EMAILS.division)
  const team = idOf.get(DEMO_EMAILS.team)
  if (!admin || !division || !team) return

  async function conversation(title: string | null, members: number[], lines: readonly Line[]) {
    const [row] = await db
      .insert(conversations)
      .values({
        event_company_id: companyId,
        kind: title ? 'group' : 'direct',
        title,
        direct_key: title ? null : directKey(members[0] as number, members[1] as number),
        created_by: members[0] as number,
        created_at: minutesAgo((lines[0]?.ago ?? 0) + 1),
        last_message_at: minutesAgo(lines.at(-1)?.ago ?? 0),
      })
      .returning({ id: conversations.id })
    const id = row?.id as number
    const written = await db
      .insert(messages)
      .values(
        lines.map((line) => ({
          conversation_id: id,
          sender_id: idOf.get(line.from) as number,
          body: line.body,
          created_at: minutesAgo(line.ago),
        })),
      )
      .returning({ id: messages.id })
    const ids = written.map((message) => message.id)
    // Everyone has read everything except the admin, who has not seen the newest line yet.
    await db.insert(conversationParticipants).values(
      members.map((user_id) => ({
        conversation_id: id,
        user_id,
        last_read_message_id: user_id === admin ? (ids.at(-2) ?? null) : (ids.at(-1) ?? null),
      })),
    )
  }

  await conversation(null, [admin, division], DIRECT)
  await conversation('Lansman Ekibi', [admin, division, team], GROUP)
}
