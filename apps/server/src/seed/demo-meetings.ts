import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import { clients } from '../modules/clients/clients.table'
import { contacts } from '../modules/contacts/contacts.table'
import { meetingTypes } from '../modules/definitions/definitions.table'
import { meetingParticipants, meetings } from '../modules/meetings/meetings.table'
import { projects } from '../modules/projects/projects.table'
import { users } from '../modules/users/users.table'
import type { DbOrTx } from '../platform/db'
import { DEMO_EMAILS } from './demo-logins'

const DAY_MS = 86_400_000
/** Demo times are Istanbul office hours (UTC+3 all year). */
const ISTANBUL_OFFSET_HOURS = 3

interface DemoMeeting {
  /** Days from today (negative: past). */
  day: number
  /** Istanbul time, quarter hours. */
  hour: number
  minutes: number
  type: string
  subject: string
  by: keyof typeof DEMO_EMAILS
  /** Other demo logins taking part. */
  with: (keyof typeof DEMO_EMAILS)[]
  /** Index into the company's clients that have contacts (the first contact joins). */
  client?: number
  online?: boolean
  external?: string
  cancelled?: boolean
  noteAfter?: string
}

const CLIENT_TYPES = new Set(['Müşteri Toplantısı', 'Brif Toplantısı', 'Mekan Keşfi'])

/** About 25 meetings over the past and the next four weeks, for the demo logins. */
const DEMO_MEETINGS: DemoMeeting[] = [
  {
    day: -27,
    hour: 10,
    minutes: 0,
    type: 'Müşteri Toplantısı',
    subject: 'Yıllık bayi toplantısı ön görüşme',
    by: 'user',
    with: ['team'],
    client: 0,
    noteAfter: 'Bütçe aralığı netleşti; teklif 2 hafta içinde.',
  },
  {
    day: -24,
    hour: 14,
    minutes: 30,
    type: 'Brif Toplantısı',
    subject: 'Lansman brifi',
    by: 'team',
    with: ['user', 'division'],
    client: 1,
  },
  {
    day: -21,
    hour: 11,
    minutes: 0,
    type: 'İç Toplantı',
    subject: 'Haftalık operasyon',
    by: 'division',
    with: ['team', 'user'],
  },
  {
    day: -18,
    hour: 9,
    minutes: 30,
    type: 'Tedarikçi Toplantısı',
    subject: 'Ses ve ışık teklifleri',
    by: 'user',
    with: [],
  },
  {
    day: -15,
    hour: 15,
    minutes: 0,
    type: 'Müşteri Toplantısı',
    subject: 'Teklif sunumu',
    by: 'admin',
    with: ['division'],
    client: 2,
    online: true,
  },
  {
    day: -13,
    hour: 10,
    minutes: 0,
    type: 'Mekan Keşfi',
    subject: 'Otel salon keşfi',
    by: 'team',
    with: ['user'],
    client: 0,
  },
  {
    day: -10,
    hour: 13,
    minutes: 0,
    type: 'İç Toplantı',
    subject: 'Bütçe gözden geçirme',
    by: 'admin',
    with: ['division', 'team'],
  },
  {
    day: -8,
    hour: 16,
    minutes: 0,
    type: 'Müşteri Toplantısı',
    subject: 'Sözleşme görüşmesi',
    by: 'user',
    with: [],
    client: 3,
    external: 'hukuk@ornek-danismanlik.com',
    cancelled: true,
  },
  {
    day: -6,
    hour: 11,
    minutes: 30,
    type: 'Sponsor Görüşmesi',
    subject: 'Ana sponsor görüşmesi',
    by: 'division',
    with: ['admin'],
    online: true,
  },
  {
    day: -4,
    hour: 10,
    minutes: 0,
    type: 'Brif Toplantısı',
    subject: 'Kongre brifi',
    by: 'user',
    with: ['team'],
    client: 4,
    noteAfter: 'Konuşmacı listesi gelecek hafta iletilecek.',
  },
  {
    day: -2,
    hour: 14,
    minutes: 0,
    type: 'İç Toplantı',
    subject: 'Sprint planlama',
    by: 'team',
    with: ['user'],
  },
  {
    day: -1,
    hour: 9,
    minutes: 0,
    type: 'Müşteri Toplantısı',
    subject: 'Etkinlik sonrası değerlendirme',
    by: 'admin',
    with: ['user'],
    client: 1,
    online: true,
  },
  {
    day: 1,
    hour: 10,
    minutes: 0,
    type: 'Müşteri Toplantısı',
    subject: 'Gala yemeği planlama',
    by: 'user',
    with: ['team'],
    client: 0,
  },
  {
    day: 2,
    hour: 15,
    minutes: 30,
    type: 'Tedarikçi Toplantısı',
    subject: 'Catering tadım',
    by: 'team',
    with: ['user'],
  },
  {
    day: 3,
    hour: 11,
    minutes: 0,
    type: 'İç Toplantı',
    subject: 'Haftalık operasyon',
    by: 'division',
    with: ['team', 'user'],
  },
  {
    day: 5,
    hour: 13,
    minutes: 30,
    type: 'Brif Toplantısı',
    subject: 'Bayi ödülleri brifi',
    by: 'admin',
    with: ['division'],
    client: 2,
    online: true,
  },
  {
    day: 7,
    hour: 10,
    minutes: 0,
    type: 'Mekan Keşfi',
    subject: 'Kongre merkezi keşfi',
    by: 'user',
    with: [],
    client: 4,
  },
  {
    day: 9,
    hour: 16,
    minutes: 0,
    type: 'Müşteri Toplantısı',
    subject: 'Yaratıcı konsept sunumu',
    by: 'team',
    with: ['user', 'admin'],
    client: 1,
    external: 'tasarim@ornek-studyo.com',
  },
  {
    day: 11,
    hour: 9,
    minutes: 30,
    type: 'İç Toplantı',
    subject: 'Çeyrek hedefleri',
    by: 'admin',
    with: ['division', 'team', 'user'],
  },
  {
    day: 14,
    hour: 14,
    minutes: 0,
    type: 'Sponsor Görüşmesi',
    subject: 'Sponsor paketleri',
    by: 'division',
    with: [],
    online: true,
  },
  {
    day: 16,
    hour: 11,
    minutes: 0,
    type: 'Müşteri Toplantısı',
    subject: 'Lojistik planı',
    by: 'user',
    with: ['team'],
    client: 3,
  },
  {
    day: 18,
    hour: 10,
    minutes: 30,
    type: 'Tedarikçi Toplantısı',
    subject: 'Transfer firması görüşmesi',
    by: 'team',
    with: [],
  },
  {
    day: 21,
    hour: 15,
    minutes: 0,
    type: 'Brif Toplantısı',
    subject: 'Yıl sonu partisi brifi',
    by: 'admin',
    with: ['user'],
    client: 0,
    online: true,
  },
  {
    day: 24,
    hour: 13,
    minutes: 0,
    type: 'İç Toplantı',
    subject: 'Proje kapanış toplantısı',
    by: 'division',
    with: ['admin'],
  },
  {
    day: 27,
    hour: 10,
    minutes: 0,
    type: 'Müşteri Toplantısı',
    subject: 'Yeni dönem planlaması',
    by: 'user',
    with: ['division'],
    client: 2,
  },
]

/** The demo company's meetings (issue 8): clients with a contact, their projects, some online, one cancelled. */
export async function insertDemoMeetings(tx: DbOrTx, companyId: number): Promise<void> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.event_company_id, companyId), inArray(users.email, Object.values(DEMO_EMAILS))))
  const userId = new Map(people.map((p) => [p.email, p.id]))
  const types = await tx
    .select({ id: meetingTypes.id, name: meetingTypes.name })
    .from(meetingTypes)
    .where(eq(meetingTypes.event_company_id, companyId))
  const typeId = new Map(types.map((t) => [t.name, t.id]))
  // Clients that have a contact, each with its first contact and project (if any).
  const clientContacts = await tx
    .select({ clientId: clients.id, contactId: contacts.id })
    .from(contacts)
    .innerJoin(clients, eq(clients.id, contacts.client_id))
    .where(
      and(eq(contacts.event_company_id, companyId), isNull(contacts.deleted_at), isNotNull(contacts.email)),
    )
    .orderBy(asc(clients.id), asc(contacts.id))
  const firstContact = new Map<number, number>()
  for (const row of clientContacts)
    if (!firstContact.has(row.clientId)) firstContact.set(row.clientId, row.contactId)
  const clientIds = [...firstContact.keys()].slice(0, 5)
  const projectRows =
    clientIds.length > 0
      ? await tx
          .select({ id: projects.id, clientId: projects.client_id })
          .from(projects)
          .where(and(eq(projects.event_company_id, companyId), inArray(projects.client_id, clientIds)))
          .orderBy(asc(projects.id))
      : []
  const projectOf = new Map<number, number>()
  for (const row of projectRows)
    if (row.clientId && !projectOf.has(row.clientId)) projectOf.set(row.clientId, row.id)

  const today = new Date()
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  for (const demo of DEMO_MEETINGS) {
    const by = userId.get(DEMO_EMAILS[demo.by])
    const type = typeId.get(demo.type)
    if (!by || !type) continue
    const starts = new Date(
      midnight + demo.day * DAY_MS + ((demo.hour - ISTANBUL_OFFSET_HOURS) * 60 + demo.minutes) * 60_000,
    )
    const ends = new Date(starts.getTime() + 60 * 60_000)
    const clientId =
      demo.client !== undefined && CLIENT_TYPES.has(demo.type)
        ? clientIds[demo.client % Math.max(clientIds.length, 1)]
        : undefined
    const contactId = clientId ? firstContact.get(clientId) : undefined
    const [row] = await tx
      .insert(meetings)
      .values({
        event_company_id: companyId,
        subject: demo.subject,
        meeting_type_id: type,
        starts_at: starts,
        ends_at: ends,
        location_code: demo.online ? 4 : clientId ? 2 : 1,
        location: demo.online
          ? 'https://meet.ornek.com/ajanda-demo'
          : clientId
            ? 'Müşteri ofisi'
            : 'Ajans ofisi, toplantı odası',
        companies: clientId ? [`C-${clientId}`] : [],
        client_id: clientId ?? null,
        project_id: clientId ? (projectOf.get(clientId) ?? null) : null,
        external_participants: demo.external ?? null,
        note: 'Gündem: hedefler, zaman planı, bütçe.',
        note_after: demo.noteAfter ?? null,
        created_by: by,
        cancelled_at: demo.cancelled ? new Date(starts.getTime() - 2 * DAY_MS) : null,
        sequence: demo.cancelled ? 1 : 0,
      })
      .returning({ id: meetings.id })
    if (!row) continue
    const participants = [
      { ref: `U-${by}`, user_id: by, contact_id: null },
      ...demo.with.flatMap((login) => {
        const id = userId.get(DEMO_EMAILS[login])
        return id && id !== by ? [{ ref: `U-${id}`, user_id: id, contact_id: null }] : []
      }),
      ...(contactId ? [{ ref: `C-${contactId}`, user_id: null, contact_id: contactId }] : []),
    ]
    await tx
      .insert(meetingParticipants)
      .values(participants.map((p) => ({ ...p, meeting_id: row.id, sponsor_id: null })))
  }
}
