import type { BudgetTemplate } from '@ajanda/contracts/budgets.contract'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { FieldValidationError } from '../../platform/errors'
import { budgetTemplates, type TemplateCategory } from './budgets.table'

export type TemplateKind = 'BUDGET' | 'CATEGORY'
type TemplateRow = Pick<
  typeof budgetTemplates.$inferSelect,
  'id' | 'name' | 'kind' | 'content' | 'created_at'
>

const columns = {
  id: budgetTemplates.id,
  name: budgetTemplates.name,
  kind: budgetTemplates.kind,
  content: budgetTemplates.content,
  created_at: budgetTemplates.created_at,
}

export function toTemplate(row: TemplateRow): BudgetTemplate {
  const categories = row.content.categories ?? []
  return {
    id: row.id,
    name: row.name,
    kind: row.kind === 'CATEGORY' ? 'CATEGORY' : 'BUDGET',
    categories_count: categories.length,
    items_count: categories.reduce((total, category) => total + category.items.length, 0),
    created_at: row.created_at.toISOString(),
  }
}

/** Templates of a company by kind (admin-area.md "Budget definitions": budget and category templates). */
export function createTemplatesRepository(db: DbOrTx) {
  const of = (companyId: number, kind: TemplateKind) =>
    and(eq(budgetTemplates.event_company_id, companyId), eq(budgetTemplates.kind, kind))
  return {
    async list(companyId: number, kind: TemplateKind): Promise<BudgetTemplate[]> {
      const rows = await db
        .select(columns)
        .from(budgetTemplates)
        .where(of(companyId, kind))
        .orderBy(asc(budgetTemplates.name), asc(budgetTemplates.id))
      return rows.map(toTemplate)
    },
    async find(companyId: number, kind: TemplateKind, id: number): Promise<BudgetTemplate | undefined> {
      const [row] = await db
        .select(columns)
        .from(budgetTemplates)
        .where(and(of(companyId, kind), eq(budgetTemplates.id, id)))
      return row && toTemplate(row)
    },
    /** A name is used once per company and kind, whatever its case and Turkish letters. */
    async checkName(companyId: number, kind: TemplateKind, name: string, exceptId: number | null) {
      const rows = await db
        .select({ id: budgetTemplates.id, name: budgetTemplates.name })
        .from(budgetTemplates)
        .where(and(of(companyId, kind), exceptId ? ne(budgetTemplates.id, exceptId) : sql`true`))
      const folded = foldTurkish(name)
      if (rows.some((row) => foldTurkish(row.name) === folded))
        throw FieldValidationError.of('name', { key: 'name_taken' })
    },
    async insert(companyId: number, kind: TemplateKind, name: string, categories: TemplateCategory[] = []) {
      const [row] = await db
        .insert(budgetTemplates)
        .values({ event_company_id: companyId, kind, name, content: { categories } })
        .returning(columns)
      if (!row) throw new Error('template insert returned nothing')
      return toTemplate(row)
    },
    async rename(companyId: number, kind: TemplateKind, id: number, name: string) {
      await db
        .update(budgetTemplates)
        .set({ name, updated_at: new Date() })
        .where(and(of(companyId, kind), eq(budgetTemplates.id, id)))
    },
    async remove(companyId: number, kind: TemplateKind, id: number) {
      await db.delete(budgetTemplates).where(and(of(companyId, kind), eq(budgetTemplates.id, id)))
    },
  }
}

/** The generic table's handler of one kind (definitions/definition-handlers.ts plugs it in). */
export function templateHandler(kind: TemplateKind) {
  const repo = createTemplatesRepository
  return {
    subject: 'budget_template' as const,
    find: (db: DbOrTx, companyId: number, id: number) => repo(db).find(companyId, kind, id),
    check: (db: DbOrTx, companyId: number, input: { name: string }, exceptId: number | null) =>
      repo(db).checkName(companyId, kind, input.name, exceptId),
    create: async (db: DbOrTx, companyId: number, input: { name: string }) =>
      (await repo(db).insert(companyId, kind, input.name)).id,
    update: (db: DbOrTx, companyId: number, id: number, input: { name: string }) =>
      repo(db).rename(companyId, kind, id, input.name),
    remove: (db: DbOrTx, companyId: number, id: number) => repo(db).remove(companyId, kind, id),
  }
}

/** POST /budget/{code}/save-as-template and its category variant: the contents as they are now. */
export async function saveAsTemplate(
  db: DbOrTx,
  companyId: number,
  kind: TemplateKind,
  name: string,
  categories: TemplateCategory[],
): Promise<BudgetTemplate> {
  return db.transaction(async (tx) => {
    const repo = createTemplatesRepository(tx)
    await repo.checkName(companyId, kind, name, null)
    return repo.insert(companyId, kind, name, categories)
  })
}
