import { intervalNeedsMonthDay, intervalNeedsWeekday } from '@ajanda/contracts/checklist-recurrence'
import type {
  ChecklistDetail,
  ChecklistInput,
  ChecklistItem,
  ChecklistSummary,
  ItemInput,
  SectionInput,
  UploadInput,
} from '@ajanda/contracts/checklists.contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { FieldErrors, NotFoundError } from '../../platform/errors'
import { isUniqueViolation } from '../../platform/sql-errors'
import { createChecklistsRepository, toItem } from './checklists.repository'
import { checklistItems, checklistSections, checklists } from './checklists.table'
import { uploadRows } from './upload-rows'

const typeTaken = () => new FieldErrors().add('project_type_id', { key: 'checklist_type_taken' })

/** The values of an item row from a validated input (fields the recurrence does not use are cleared). */
function itemValues(input: ItemInput) {
  const interval = input.recurrence === 'interval' ? (input.interval ?? null) : null
  return {
    section_id: input.section_id,
    description: input.description,
    recurrence: input.recurrence,
    starts_at: input.starts_at,
    ends_at: input.ends_at,
    interval,
    interval_day:
      intervalNeedsWeekday(interval) || intervalNeedsMonthDay(interval) ? (input.interval_day ?? null) : null,
    specific_date: input.recurrence === 'specific_date' ? (input.specific_date ?? null) : null,
    dependent_to: input.dependent_to ?? null,
  }
}

/**
 * The admin side of checklists (admin-area.md "Checklist detail"): one checklist per project type per
 * company, its sections and rows, reset and delete, and the spreadsheet upload. Another company's
 * checklist answers 404.
 */
export function createChecklistsService(ctx: AppContext) {
  const repo = createChecklistsRepository(ctx.db)

  async function owned(companyId: number, id: number) {
    const row = await repo.find(companyId, id)
    if (!row) throw new NotFoundError()
    return row
  }

  async function checkType(companyId: number, projectTypeId: number | null | undefined, exceptId?: number) {
    if (!projectTypeId) return
    if (!(await repo.projectTypeExists(companyId, projectTypeId)))
      new FieldErrors().add('project_type_id', { validation: 'invalid_choice' }).throwIfAny()
    const holder = await repo.findByType(companyId, projectTypeId)
    if (holder && holder.id !== exceptId) typeTaken().throwIfAny()
  }

  /** A row's section and dependency must be of the same checklist; an item never depends on itself. */
  async function checkItem(checklistId: number, input: ItemInput, itemId?: number) {
    const errors = new FieldErrors()
    if (!(await repo.section(checklistId, input.section_id)))
      errors.add('section_id', { validation: 'invalid_choice' })
    if (input.dependent_to) {
      const parent = await repo.item(checklistId, input.dependent_to)
      if (!parent || parent.id === itemId) errors.add('dependent_to', { validation: 'invalid_choice' })
    }
    errors.throwIfAny()
  }

  async function write<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    try {
      return await ctx.db.transaction(work)
    } catch (error) {
      // Two admins saving the same project type at once: the unique index decides.
      if (isUniqueViolation(error)) typeTaken().throwIfAny()
      throw error
    }
  }

  return {
    list(companyId: number, projectTypeId?: number): Promise<ChecklistSummary[]> {
      return repo.list(companyId, projectTypeId)
    },

    async get(companyId: number, id: number): Promise<ChecklistDetail> {
      return repo.detail(await owned(companyId, id))
    },

    async create(companyId: number, input: ChecklistInput): Promise<ChecklistDetail> {
      await checkType(companyId, input.project_type_id)
      const id = await write(async (tx) => {
        const [row] = await tx
          .insert(checklists)
          .values({
            event_company_id: companyId,
            name: input.name,
            project_type_id: input.project_type_id ?? null,
          })
          .returning({ id: checklists.id })
        return row?.id as number
      })
      return this.get(companyId, id)
    },

    async update(companyId: number, id: number, input: ChecklistInput): Promise<ChecklistDetail> {
      await owned(companyId, id)
      await checkType(companyId, input.project_type_id, id)
      await write((tx) =>
        tx
          .update(checklists)
          .set({ name: input.name, project_type_id: input.project_type_id ?? null, updated_at: new Date() })
          .where(and(eq(checklists.event_company_id, companyId), eq(checklists.id, id))),
      )
      return this.get(companyId, id)
    },

    /** With `reset` the checklist stays and loses its sections and rows; tasks already made stay. */
    async remove(companyId: number, id: number, reset: boolean): Promise<void> {
      await owned(companyId, id)
      await ctx.db.transaction(async (tx) => {
        if (reset) await tx.delete(checklistSections).where(eq(checklistSections.checklist_id, id))
        else
          await tx
            .delete(checklists)
            .where(and(eq(checklists.event_company_id, companyId), eq(checklists.id, id)))
      })
    },

    async addSection(companyId: number, id: number, input: SectionInput): Promise<number> {
      await owned(companyId, id)
      return ctx.db.transaction(async (tx) => {
        const position = await createChecklistsRepository(tx).nextSectionPosition(id)
        const [row] = await tx
          .insert(checklistSections)
          .values({ checklist_id: id, section_title: input.name, position })
          .returning({ id: checklistSections.id })
        return row?.id as number
      })
    },

    async renameSection(
      companyId: number,
      id: number,
      sectionId: number,
      input: SectionInput,
    ): Promise<void> {
      await owned(companyId, id)
      if (!(await repo.section(id, sectionId))) throw new NotFoundError()
      await ctx.db
        .update(checklistSections)
        .set({ section_title: input.name, updated_at: new Date() })
        .where(and(eq(checklistSections.checklist_id, id), eq(checklistSections.id, sectionId)))
    },

    /** With `reset` the section stays empty; without, it goes with its rows (they cascade). */
    async removeSection(companyId: number, id: number, sectionId: number, reset: boolean): Promise<void> {
      await owned(companyId, id)
      if (!(await repo.section(id, sectionId))) throw new NotFoundError()
      await ctx.db.transaction(async (tx) => {
        const gone = await tx
          .select({ id: checklistItems.id })
          .from(checklistItems)
          .where(eq(checklistItems.section_id, sectionId))
        await unlinkDependents(
          tx,
          id,
          gone.map((row) => row.id),
        )
        if (reset) await tx.delete(checklistItems).where(eq(checklistItems.section_id, sectionId))
        else await tx.delete(checklistSections).where(eq(checklistSections.id, sectionId))
      })
    },

    async createItem(companyId: number, id: number, input: ItemInput): Promise<ChecklistItem> {
      await owned(companyId, id)
      await checkItem(id, input)
      const row = await ctx.db.transaction(async (tx) => {
        const position = await createChecklistsRepository(tx).nextItemPosition(input.section_id)
        const [inserted] = await tx
          .insert(checklistItems)
          .values({ checklist_id: id, ...itemValues(input), position })
          .returning()
        return inserted
      })
      if (!row) throw new Error('checklist item insert returned nothing')
      return toItem(row)
    },

    async updateItem(
      companyId: number,
      id: number,
      itemId: number,
      input: ItemInput,
    ): Promise<ChecklistItem> {
      await owned(companyId, id)
      if (!(await repo.item(id, itemId))) throw new NotFoundError()
      await checkItem(id, input, itemId)
      const [row] = await ctx.db
        .update(checklistItems)
        .set({ ...itemValues(input), updated_at: new Date() })
        .where(and(eq(checklistItems.checklist_id, id), eq(checklistItems.id, itemId)))
        .returning()
      if (!row) throw new NotFoundError()
      return toItem(row)
    },

    async removeItem(companyId: number, id: number, itemId: number): Promise<void> {
      await owned(companyId, id)
      if (!(await repo.item(id, itemId))) throw new NotFoundError()
      await ctx.db.transaction(async (tx) => {
        await unlinkDependents(tx, id, [itemId])
        await tx
          .delete(checklistItems)
          .where(and(eq(checklistItems.checklist_id, id), eq(checklistItems.id, itemId)))
      })
    },

    /** The rows of a sheet, added after the existing sections (a section named alike is reused). */
    async upload(companyId: number, id: number, input: UploadInput) {
      await owned(companyId, id)
      const parsed = uploadRows(input)
      return ctx.db.transaction(async (tx) => {
        const txRepo = createChecklistsRepository(tx)
        const sectionIds = new Map(
          (await txRepo.sections(id)).map((section) => [
            section.section_title.toLocaleLowerCase('tr'),
            section.id,
          ]),
        )
        let position = sectionIds.size
        let sectionsCreated = 0
        const itemIds: number[] = []
        for (const row of parsed) {
          const key = row.section.toLocaleLowerCase('tr')
          let sectionId = sectionIds.get(key)
          if (!sectionId) {
            const [section] = await tx
              .insert(checklistSections)
              .values({ checklist_id: id, section_title: row.section, position: position++ })
              .returning({ id: checklistSections.id })
            sectionId = section?.id as number
            sectionIds.set(key, sectionId)
            sectionsCreated += 1
          }
          const [item] = await tx
            .insert(checklistItems)
            .values({ checklist_id: id, section_id: sectionId, ...row.values, position: itemIds.length })
            .returning({ id: checklistItems.id })
          itemIds.push(item?.id as number)
        }
        // Dependencies name another row of the same sheet: linked once every row has its id.
        for (const [index, row] of parsed.entries()) {
          const target = row.dependsOnRow === null ? undefined : itemIds[row.dependsOnRow]
          if (target && target !== itemIds[index])
            await tx
              .update(checklistItems)
              .set({ dependent_to: target })
              .where(eq(checklistItems.id, itemIds[index] as number))
        }
        return { sections: sectionsCreated, items: itemIds.length }
      })
    },
  }
}

/** Rows that depended on removed ones lose the link rather than point at nothing. */
async function unlinkDependents(tx: DbOrTx, checklistId: number, removed: number[]) {
  if (removed.length === 0) return
  await tx
    .update(checklistItems)
    .set({ dependent_to: null })
    .where(and(eq(checklistItems.checklist_id, checklistId), inArray(checklistItems.dependent_to, removed)))
}
