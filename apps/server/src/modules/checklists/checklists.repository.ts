import type { ChecklistInterval, ChecklistRecurrence } from '@ajanda/contracts/checklist-recurrence'
import type { ChecklistDetail, ChecklistItem, ChecklistSummary } from '@ajanda/contracts/checklists.contract'
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { projectTypes } from '../definitions/definitions.table'
import { checklistItems, checklistSections, checklists } from './checklists.table'

export type ItemRow = typeof checklistItems.$inferSelect

export function toItem(row: ItemRow): ChecklistItem {
  return {
    id: row.id,
    checklist_id: row.checklist_id,
    section_id: row.section_id,
    description: row.description,
    recurrence: row.recurrence as ChecklistRecurrence,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    interval: (row.interval as ChecklistInterval | null) ?? null,
    interval_day: row.interval_day,
    specific_date: row.specific_date,
    dependent_to: row.dependent_to,
    recurrence_detail: row.recurrence_detail ?? null,
  }
}

/** The reads of checklists, always inside the caller's company. */
export function createChecklistsRepository(db: DbOrTx) {
  return {
    async list(companyId: number, projectTypeId?: number): Promise<ChecklistSummary[]> {
      const rows = await db
        .select({
          id: checklists.id,
          name: checklists.name,
          type_id: projectTypes.id,
          type_name: projectTypes.name,
          sections_count: sql<number>`(select count(*)::int from ${checklistSections} where ${checklistSections.checklist_id} = ${checklists.id})`,
          items_count: sql<number>`(select count(*)::int from ${checklistItems} where ${checklistItems.checklist_id} = ${checklists.id})`,
        })
        .from(checklists)
        .leftJoin(projectTypes, eq(projectTypes.id, checklists.project_type_id))
        .where(
          and(
            eq(checklists.event_company_id, companyId),
            projectTypeId ? eq(checklists.project_type_id, projectTypeId) : undefined,
          ),
        )
        .orderBy(asc(checklists.name), asc(checklists.id))
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        project_type: row.type_id && row.type_name ? { id: row.type_id, name: row.type_name } : null,
        sections_count: Number(row.sections_count),
        items_count: Number(row.items_count),
      }))
    },

    async find(companyId: number, id: number) {
      const [row] = await db
        .select()
        .from(checklists)
        .where(and(eq(checklists.event_company_id, companyId), eq(checklists.id, id)))
        .limit(1)
      return row
    },

    async findByType(companyId: number, projectTypeId: number) {
      const [row] = await db
        .select()
        .from(checklists)
        .where(and(eq(checklists.event_company_id, companyId), eq(checklists.project_type_id, projectTypeId)))
        .limit(1)
      return row
    },

    async projectTypeExists(companyId: number, id: number): Promise<boolean> {
      const rows = await db
        .select({ id: projectTypes.id })
        .from(projectTypes)
        .where(and(eq(projectTypes.event_company_id, companyId), eq(projectTypes.id, id)))
        .limit(1)
      return rows.length > 0
    },

    async sections(checklistId: number) {
      return db
        .select()
        .from(checklistSections)
        .where(eq(checklistSections.checklist_id, checklistId))
        .orderBy(asc(checklistSections.position), asc(checklistSections.id))
    },

    async items(checklistId: number): Promise<ItemRow[]> {
      return db
        .select()
        .from(checklistItems)
        .where(eq(checklistItems.checklist_id, checklistId))
        .orderBy(asc(checklistItems.position), asc(checklistItems.id))
    },

    async detail(checklist: typeof checklists.$inferSelect): Promise<ChecklistDetail> {
      // One after the other: `db` may be a transaction, whose single connection takes one query at a time.
      const sections = await this.sections(checklist.id)
      const items = await this.items(checklist.id)
      const counts = new Map<number, number>()
      for (const item of items) counts.set(item.section_id, (counts.get(item.section_id) ?? 0) + 1)
      return {
        id: checklist.id,
        name: checklist.name,
        project_type_id: checklist.project_type_id,
        sections: sections.map((s) => ({
          id: s.id,
          section_title: s.section_title,
          items_count: counts.get(s.id) ?? 0,
        })),
        items: items.map(toItem),
      }
    },

    async section(checklistId: number, sectionId: number) {
      const [row] = await db
        .select()
        .from(checklistSections)
        .where(and(eq(checklistSections.checklist_id, checklistId), eq(checklistSections.id, sectionId)))
        .limit(1)
      return row
    },

    async item(checklistId: number, itemId: number) {
      const [row] = await db
        .select()
        .from(checklistItems)
        .where(and(eq(checklistItems.checklist_id, checklistId), eq(checklistItems.id, itemId)))
        .limit(1)
      return row
    },

    /** The next position at the end of a list (sections of a checklist, items of a section). */
    async nextSectionPosition(checklistId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(checklistSections)
        .where(eq(checklistSections.checklist_id, checklistId))
      return Number(row?.n ?? 0)
    },
    async nextItemPosition(sectionId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(checklistItems)
        .where(eq(checklistItems.section_id, sectionId))
      return Number(row?.n ?? 0)
    },
  }
}
