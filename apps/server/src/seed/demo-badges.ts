import { BADGE_SIZES, type BadgeElement } from '@ajanda/contracts/badges.contract'
import { and, asc, eq, sql } from 'drizzle-orm'
import { attendeeLists, attendees } from '../modules/attendees/attendees.table'
import { badgePrints, badges } from '../modules/badges/badges.table'
import { forms } from '../modules/forms/forms.table'
import { users } from '../modules/users/users.table'
import type { DbOrTx } from '../platform/db'

/** The bands' colours by list name: speakers red, VIPs gold, press blue, sponsors green. */
const LIST_COLORS: Record<string, string> = {
  Konuşmacı: '#C62828',
  VIP: '#B8860B',
  Basın: '#1565C0',
  Sponsor: '#2E7D32',
}
const PRINTED = 6

/**
 * The demo congress's badge design (issue 22 item 8): an A6 badge with the company logo, the event's
 * name, a colour band by list, the name, hospital and title, and the QR code of `acode`; printed for the
 * first few registered attendees so the designer shows prints and the reprint question.
 */
export async function insertDemoBadges(tx: DbOrTx, companyId: number): Promise<void> {
  const [form] = await tx
    .select({ project_id: forms.project_id })
    .from(forms)
    .where(and(eq(forms.event_company_id, companyId), eq(forms.slug, 'kongre-kayit')))
  const projectId = form?.project_id
  if (!projectId) return
  const lists = await tx
    .select({ id: attendeeLists.id, name: attendeeLists.name })
    .from(attendeeLists)
    .where(eq(attendeeLists.project_id, projectId))
  const { width_mm, height_mm } = BADGE_SIZES.A6
  const text = { bold: false, align: 'center', color: '#1A1A1A' } as const
  const elements: BadgeElement[] = [
    { id: 'logo', type: 'logo', x_mm: 32.5, y_mm: 6, width_mm: 40, height_mm: 14 },
    {
      id: 'event',
      type: 'field',
      field: 'event_name',
      x_mm: 6,
      y_mm: 22,
      width_mm: 93,
      height_mm: 12,
      font_size_pt: 10,
      ...text,
    },
    {
      id: 'band',
      type: 'band',
      x_mm: 0,
      y_mm: 36,
      width_mm,
      height_mm: 8,
      colors: lists
        .filter((list) => LIST_COLORS[list.name])
        .map((list) => ({ list_id: list.id, color: LIST_COLORS[list.name] as string })),
      default_color: '#455A64',
    },
    {
      id: 'name',
      type: 'field',
      field: 'full_name',
      x_mm: 6,
      y_mm: 52,
      width_mm: 93,
      height_mm: 22,
      font_size_pt: 22,
      ...text,
      bold: true,
    },
    {
      id: 'company',
      type: 'field',
      field: 'company',
      x_mm: 6,
      y_mm: 76,
      width_mm: 93,
      height_mm: 10,
      font_size_pt: 12,
      ...text,
    },
    {
      id: 'title',
      type: 'field',
      field: 'title',
      x_mm: 6,
      y_mm: 87,
      width_mm: 93,
      height_mm: 8,
      font_size_pt: 10,
      ...text,
      color: '#555555',
    },
    { id: 'qr', type: 'qr', x_mm: 35, y_mm: 102, width_mm: 35, height_mm: 35 },
    {
      id: 'lists',
      type: 'field',
      field: 'lists',
      x_mm: 6,
      y_mm: 139,
      width_mm: 93,
      height_mm: 6,
      font_size_pt: 8,
      ...text,
    },
  ]
  const [badge] = await tx
    .insert(badges)
    .values({
      event_company_id: companyId,
      project_id: projectId,
      name: 'Kongre Yaka Kartı',
      size: 'A6',
      width_mm,
      height_mm,
      elements,
    })
    .returning({ id: badges.id })
  if (!badge) return
  const [printer] = await tx
    .select({ user_id: users.id })
    .from(users)
    .where(eq(users.event_company_id, companyId))
    .orderBy(asc(users.id))
    .limit(1)
  const printed = await tx
    .select({ id: attendees.id })
    .from(attendees)
    .where(and(eq(attendees.project_id, projectId), eq(attendees.status, 'REGISTERED')))
    .orderBy(asc(attendees.name_search), asc(attendees.id))
    .limit(PRINTED)
  if (printed.length === 0) return
  await tx.insert(badgePrints).values(
    printed.map((row) => ({
      event_company_id: companyId,
      badge_id: badge.id,
      attendee_id: row.id,
      printed_by: printer?.user_id ?? null,
      printed_at: sql`now() - interval '1 day'`,
    })),
  )
}
