import type { NotificationData, NotificationType } from '@ajanda/contracts/notifications.contract'
import { isLeadStage } from '@ajanda/contracts/projects.contract'
import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import { clients } from '../modules/clients/clients.table'
import { notificationRecipients, notifications } from '../modules/notifications/notifications.table'
import { projects } from '../modules/projects/projects.table'
import { users } from '../modules/users/users.table'
import type { DbOrTx } from '../platform/db'
import { DEMO_EMAILS } from './demo-logins'

/** Who gets which type in the demo company on top of the people involved (/admin/notifications). */
const DEMO_RECIPIENTS: Partial<Record<NotificationType, readonly string[]>> = {
  BizdevCreated: [DEMO_EMAILS.admin, DEMO_EMAILS.division],
  ProjectStatusCreated: [DEMO_EMAILS.admin],
  ClientCreated: [DEMO_EMAILS.admin],
  SupplierCreated: [DEMO_EMAILS.admin],
}

/**
 * The people who find notifications in their bell on the first sign-in. user@demo starts with an empty
 * bell on purpose: the /me route test counts that user's notifications from zero.
 */
const DEMO_READERS = [DEMO_EMAILS.admin, DEMO_EMAILS.division] as const

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

/** Demo recipients per type and a few notifications about the seeded leads and clients. */
export async function insertDemoNotifications(db: DbOrTx, companyId: number): Promise<void> {
  const emails = [
    ...new Set([...Object.values(DEMO_RECIPIENTS).flat(), ...DEMO_READERS, DEMO_EMAILS.user]),
  ] as string[]
  const people = await db
    .select({ id: users.id, email: users.email, full_name: users.full_name })
    .from(users)
    .where(and(eq(users.event_company_id, companyId), inArray(users.email, emails)))
  const byEmail = new Map(people.map((person) => [person.email, person]))
  const recipientRows = Object.entries(DEMO_RECIPIENTS).flatMap(([type, list]) =>
    (list ?? []).flatMap((email) => {
      const person = byEmail.get(email)
      return person ? [{ event_company_id: companyId, type, user_id: person.id }] : []
    }),
  )
  if (recipientRows.length > 0) await db.insert(notificationRecipients).values(recipientRows)

  const recentProjects = await db
    .select({ code: projects.code, name: projects.name, stage: projects.stage })
    .from(projects)
    .where(eq(projects.event_company_id, companyId))
    .orderBy(desc(projects.created_at))
    .limit(3)
  const recentClients = await db
    .select({ code: clients.code, name: clients.name })
    .from(clients)
    .where(and(eq(clients.event_company_id, companyId), isNull(clients.deleted_at)))
    .orderBy(desc(clients.created_at))
    .limit(1)
  // The project manager did it; the readers are the people who follow the pipeline.
  const actor = byEmail.get(DEMO_EMAILS.user)?.full_name ?? null
  const notices: { type: NotificationType; data: NotificationData; minutes: number; read: boolean }[] = []
  recentProjects.forEach((project, index) => {
    const kind = isLeadStage(project.stage) ? 'lead' : 'project'
    notices.push({
      type: index === 0 ? 'ProjectStatusCreated' : 'BizdevCreated',
      data: { subject: project.name, actor_name: actor, record: { kind, code: project.code } },
      minutes: 15 + index * 90,
      read: index === 2,
    })
  })
  for (const client of recentClients)
    notices.push({
      type: 'ClientCreated',
      data: { subject: client.name, actor_name: actor, record: { kind: 'client', code: client.code } },
      minutes: 26 * 60,
      read: true,
    })
  const rows = DEMO_READERS.flatMap((email) => {
    const reader = byEmail.get(email)
    if (!reader) return []
    return notices
      .filter((notice) => notice.data.actor_name !== reader.full_name)
      .map((notice) => ({
        event_company_id: companyId,
        user_id: reader.id,
        type: notice.type,
        data: notice.data,
        read_at: notice.read ? minutesAgo(notice.minutes - 5) : null,
        created_at: minutesAgo(notice.minutes),
        updated_at: minutesAgo(notice.minutes),
      }))
  })
  // Oldest first, so ids grow with time as they do for real notifications (the list sorts by id).
  rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
  if (rows.length > 0) await db.insert(notifications).values(rows)
}
