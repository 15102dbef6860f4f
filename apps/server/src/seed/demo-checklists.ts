import type { ChecklistInterval, ChecklistRecurrence } from '@ajanda/contracts/checklist-recurrence'
import { and, asc, eq, gte, inArray, isNotNull } from 'drizzle-orm'
import { checklistItems, checklistSections, checklists } from '../modules/checklists/checklists.table'
import { createChecklistTasks, planChecklist } from '../modules/checklists/project-checklist.service'
import { projectTypes } from '../modules/definitions/definitions.table'
import { eventCompanies } from '../modules/event-companies/event-companies.table'
import { projects } from '../modules/projects/projects.table'
import type { DbOrTx } from '../platform/db'

interface ItemSpec {
  description: string
  /** Days before the project's start (negative: after it). */
  starts_at: number
  ends_at: number
  recurrence?: ChecklistRecurrence
  interval?: ChecklistInterval
  interval_day?: number
  /** The description of the row (of the same checklist) this one waits for. */
  after?: string
}
interface ChecklistSpec {
  type: string
  name: string
  sections: { title: string; items: ItemSpec[] }[]
}

const weekly = (day: number): Partial<ItemSpec> => ({
  recurrence: 'interval',
  interval: 'weekly',
  interval_day: day,
})

const CHECKLISTS: readonly ChecklistSpec[] = [
  {
    type: 'Kongre',
    name: 'Kongre Kontrol Listesi',
    sections: [
      {
        title: 'Ön Hazırlık',
        items: [
          { description: 'Kongre mekanını rezerve et', starts_at: 180, ends_at: 150 },
          {
            description: 'Bilimsel komite ile program taslağını netleştir',
            starts_at: 150,
            ends_at: 120,
            after: 'Kongre mekanını rezerve et',
          },
          { description: 'Kayıt formunu yayına al', starts_at: 120, ends_at: 110 },
          { description: 'Organizasyon komitesi durum toplantısı', starts_at: 90, ends_at: 0, ...weekly(1) },
        ],
      },
      {
        title: 'Konaklama ve Ulaşım',
        items: [
          { description: 'Otel blok rezervasyonunu yap', starts_at: 120, ends_at: 100 },
          {
            description: 'Rooming list güncellemesini otele gönder',
            starts_at: 60,
            ends_at: 7,
            recurrence: 'interval',
            interval: 'biweekly',
            interval_day: 5,
          },
          {
            description: 'Havalimanı transfer planını onayla',
            starts_at: 14,
            ends_at: 5,
            after: 'Otel blok rezervasyonunu yap',
          },
        ],
      },
      {
        title: 'Etkinlik Sonrası',
        items: [
          { description: 'Katılım sertifikalarını gönder', starts_at: -2, ends_at: -7 },
          { description: 'Tedarikçi faturalarını kontrol et', starts_at: -7, ends_at: -30 },
        ],
      },
    ],
  },
  {
    type: 'Lansman',
    name: 'Lansman Kontrol Listesi',
    sections: [
      {
        title: 'Planlama',
        items: [
          { description: 'Lansman konseptini müşteriye sun', starts_at: 60, ends_at: 45 },
          {
            description: 'Sahne ve dekor tasarımını onaylat',
            starts_at: 45,
            ends_at: 30,
            after: 'Lansman konseptini müşteriye sun',
          },
          { description: 'Basın davetlerini gönder', starts_at: 21, ends_at: 14 },
          { description: 'Müşteri ile haftalık ilerleme görüşmesi', starts_at: 45, ends_at: 0, ...weekly(4) },
        ],
      },
      {
        title: 'Etkinlik Günü',
        items: [
          { description: 'Teknik prova', starts_at: 1, ends_at: 1 },
          { description: 'Karşılama ve kayıt masasını kur', starts_at: 0, ends_at: 0, after: 'Teknik prova' },
        ],
      },
    ],
  },
  {
    type: 'Bayi Toplantısı',
    name: 'Bayi Toplantısı Kontrol Listesi',
    sections: [
      {
        title: 'Hazırlık',
        items: [
          { description: 'Bayi listesini müşteriden al', starts_at: 60, ends_at: 50 },
          {
            description: 'Davetiyeleri gönder',
            starts_at: 45,
            ends_at: 40,
            after: 'Bayi listesini müşteriden al',
          },
          {
            description: 'Katılım teyitlerini topla',
            starts_at: 30,
            ends_at: 7,
            recurrence: 'interval',
            interval: 'every_3_days',
          },
          {
            description: 'Aylık bütçe kontrolü',
            starts_at: 90,
            ends_at: 0,
            recurrence: 'interval',
            interval: 'monthly',
            interval_day: 31,
          },
        ],
      },
    ],
  },
]

/** How many of the demo company's upcoming projects get their checklist applied. */
const APPLIED_PROJECTS = 2

/**
 * The demo company's checklists (issue 8): one for three project types, with sections, recurring rows
 * and dependencies; the nearest upcoming projects of those types get their tasks made.
 */
export async function insertDemoChecklists(tx: DbOrTx, companyId: number): Promise<void> {
  const types = await tx
    .select({ id: projectTypes.id, name: projectTypes.name })
    .from(projectTypes)
    .where(eq(projectTypes.event_company_id, companyId))
  const typeId = new Map(types.map((type) => [type.name, type.id]))
  for (const spec of CHECKLISTS) {
    const projectTypeId = typeId.get(spec.type)
    if (!projectTypeId) continue
    const [checklist] = await tx
      .insert(checklists)
      .values({ event_company_id: companyId, name: spec.name, project_type_id: projectTypeId })
      .returning({ id: checklists.id })
    if (!checklist) continue
    const ids = new Map<string, number>()
    const pending: { id: number; after: string }[] = []
    for (const [position, section] of spec.sections.entries()) {
      const [row] = await tx
        .insert(checklistSections)
        .values({ checklist_id: checklist.id, section_title: section.title, position })
        .returning({ id: checklistSections.id })
      for (const [index, item] of section.items.entries()) {
        const [inserted] = await tx
          .insert(checklistItems)
          .values({
            checklist_id: checklist.id,
            section_id: row?.id as number,
            description: item.description,
            recurrence: item.recurrence ?? 'once',
            starts_at: item.starts_at,
            ends_at: item.ends_at,
            interval: item.interval ?? null,
            interval_day: item.interval_day ?? null,
            position: index,
          })
          .returning({ id: checklistItems.id })
        ids.set(item.description, inserted?.id as number)
        if (item.after) pending.push({ id: inserted?.id as number, after: item.after })
      }
    }
    for (const link of pending)
      await tx
        .update(checklistItems)
        .set({ dependent_to: ids.get(link.after) ?? null })
        .where(eq(checklistItems.id, link.id))
  }
  await applyToUpcoming(
    tx,
    companyId,
    [...typeId.entries()].filter(([name]) => CHECKLISTS.some((c) => c.type === name)).map(([, id]) => id),
  )
}

async function applyToUpcoming(tx: DbOrTx, companyId: number, typeIds: number[]) {
  if (typeIds.length === 0) return
  const today = new Date().toISOString().slice(0, 10)
  const upcoming = await tx
    .select({
      id: projects.id,
      project_type_id: projects.project_type_id,
      starts_at: projects.starts_at,
      responsible_id: projects.responsible_id,
      created_by: projects.created_by,
    })
    .from(projects)
    .where(
      and(
        eq(projects.event_company_id, companyId),
        inArray(projects.project_type_id, typeIds),
        gte(projects.starts_at, today),
        isNotNull(projects.responsible_id),
      ),
    )
    .orderBy(asc(projects.starts_at), asc(projects.id))
    .limit(APPLIED_PROJECTS)
  const [company] = await tx
    .select({ timezone: eventCompanies.timezone })
    .from(eventCompanies)
    .where(eq(eventCompanies.id, companyId))
  for (const project of upcoming) {
    const planned = await planChecklist(tx, companyId, project)
    const actorId = project.responsible_id ?? project.created_by
    if (!planned || !actorId) continue
    await createChecklistTasks(tx, {
      companyId,
      project,
      actorId,
      timeZone: company?.timezone ?? 'Europe/Istanbul',
      planned,
    })
  }
}
