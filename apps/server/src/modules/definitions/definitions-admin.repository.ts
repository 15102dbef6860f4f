import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../platform/db'
import { folded } from '../../platform/text-search'
import { divisions, positions } from '../users/users.table'
import {
  clientIndustries,
  contactPositions,
  expenseSources,
  meetingTypes,
  paymentMethods,
  projectTypeDivisions,
  projectTypes,
  supplierCategories,
} from './definitions.table'

export type NamedTable =
  | typeof contactPositions
  | typeof expenseSources
  | typeof clientIndustries
  | typeof supplierCategories

/** The columns a duplicate-name check reads. */
export interface NameColumns {
  table: PgTable
  id: PgColumn
  companyId: PgColumn
  name: PgColumn
}
const columnsOf = (table: NamedTable | typeof positions | typeof meetingTypes | typeof paymentMethods) => ({
  table,
  id: table.id,
  companyId: table.event_company_id,
  name: table.name,
})
export const NAME_COLUMNS = {
  positions: columnsOf(positions),
  'meeting-types': columnsOf(meetingTypes),
  'payment-methods': columnsOf(paymentMethods),
  'contact-positions': columnsOf(contactPositions),
  'expense-sources': columnsOf(expenseSources),
  'client-industries': columnsOf(clientIndustries),
  'supplier-categories': columnsOf(supplierCategories),
  'project-types': {
    table: projectTypes,
    id: projectTypes.id,
    companyId: projectTypes.event_company_id,
    name: projectTypes.name,
  },
} satisfies Record<string, NameColumns>

const touched = () => ({ updated_at: new Date() })
/** A plain definition's names; `name_en` null when the admin gave no English name. */
export type NamedValues = { name: string; name_en: string | null }

/** Drizzle queries only; every statement is limited to the caller's company. */
export function createDefinitionsAdminRepository(db: DbOrTx) {
  const own = (table: { id: PgColumn; event_company_id: PgColumn }, companyId: number, id: number): SQL =>
    and(eq(table.id, id), eq(table.event_company_id, companyId)) as SQL

  return {
    /** Same name ignoring case and Turkish letters ("kongre" = "Kongre"), other than the record itself. */
    async nameTaken(columns: NameColumns, companyId: number, name: string, exceptId: number | null) {
      const rows = await db
        .select({ id: columns.id })
        .from(columns.table)
        .where(
          and(
            eq(columns.companyId, companyId),
            sql`${folded(columns.name)} = ${folded(name)}`,
            exceptId === null ? undefined : ne(columns.id, exceptId),
          ),
        )
        .limit(1)
      return rows.length > 0
    },

    async findNamed(table: NamedTable, companyId: number, id: number) {
      const rows = await db
        .select({ id: table.id, name: table.name, name_en: table.name_en })
        .from(table)
        .where(own(table, companyId, id))
      return rows[0]
    },
    async insertNamed(table: NamedTable, companyId: number, values: NamedValues): Promise<number> {
      const rows = await db
        .insert(table)
        .values({ event_company_id: companyId, ...values })
        .returning({ id: table.id })
      return rows[0]?.id as number
    },
    async updateNamed(table: NamedTable, companyId: number, id: number, values: NamedValues) {
      await db
        .update(table)
        .set({ ...values, ...touched() })
        .where(own(table, companyId, id))
    },
    async deleteNamed(table: NamedTable, companyId: number, id: number) {
      await db.delete(table).where(own(table, companyId, id))
    },

    async findPosition(companyId: number, id: number) {
      const rows = await db
        .select({
          id: positions.id,
          name: positions.name,
          name_en: positions.name_en,
          scope: positions.scope,
        })
        .from(positions)
        .where(own(positions, companyId, id))
      return rows[0]
    },
    async insertPosition(values: {
      event_company_id: number
      name: string
      name_en: string | null
      scope: string
    }) {
      const rows = await db.insert(positions).values(values).returning({ id: positions.id })
      return rows[0]?.id as number
    },
    async updatePosition(
      companyId: number,
      id: number,
      values: { name: string; name_en: string | null; scope: string },
    ) {
      await db
        .update(positions)
        .set({ ...values, ...touched() })
        .where(own(positions, companyId, id))
    },
    async deletePosition(companyId: number, id: number) {
      await db.delete(positions).where(own(positions, companyId, id))
    },

    async findMeetingType(companyId: number, id: number) {
      const rows = await db
        .select({
          id: meetingTypes.id,
          name: meetingTypes.name,
          name_en: meetingTypes.name_en,
          can_be_with_client: meetingTypes.can_be_with_client,
          can_be_with_supplier: meetingTypes.can_be_with_supplier,
          can_be_with_sponsor: meetingTypes.can_be_with_sponsor,
        })
        .from(meetingTypes)
        .where(own(meetingTypes, companyId, id))
      return rows[0]
    },
    async insertMeetingType(values: typeof meetingTypes.$inferInsert) {
      const rows = await db.insert(meetingTypes).values(values).returning({ id: meetingTypes.id })
      return rows[0]?.id as number
    },
    async updateMeetingType(
      companyId: number,
      id: number,
      values: Partial<typeof meetingTypes.$inferInsert>,
    ) {
      await db
        .update(meetingTypes)
        .set({ ...values, ...touched() })
        .where(own(meetingTypes, companyId, id))
    },
    async deleteMeetingType(companyId: number, id: number) {
      await db.delete(meetingTypes).where(own(meetingTypes, companyId, id))
    },

    async findPaymentMethod(companyId: number, id: number) {
      const rows = await db
        .select({
          id: paymentMethods.id,
          name: paymentMethods.name,
          name_en: paymentMethods.name_en,
          type: paymentMethods.type,
          is_active: paymentMethods.is_active,
        })
        .from(paymentMethods)
        .where(own(paymentMethods, companyId, id))
      return rows[0]
    },
    async insertPaymentMethod(values: typeof paymentMethods.$inferInsert) {
      const rows = await db.insert(paymentMethods).values(values).returning({ id: paymentMethods.id })
      return rows[0]?.id as number
    },
    async updatePaymentMethod(
      companyId: number,
      id: number,
      values: Partial<typeof paymentMethods.$inferInsert>,
    ) {
      await db
        .update(paymentMethods)
        .set({ ...values, ...touched() })
        .where(own(paymentMethods, companyId, id))
    },
    async deletePaymentMethod(companyId: number, id: number) {
      await db.delete(paymentMethods).where(own(paymentMethods, companyId, id))
    },

    async findProjectType(companyId: number, id: number) {
      const rows = await db
        .select({
          id: projectTypes.id,
          name: projectTypes.name,
          name_en: projectTypes.name_en,
          budget_type: projectTypes.budget_type,
        })
        .from(projectTypes)
        .where(own(projectTypes, companyId, id))
      const row = rows[0]
      if (!row) return undefined
      const links = await db
        .select({ division_id: projectTypeDivisions.division_id })
        .from(projectTypeDivisions)
        .where(eq(projectTypeDivisions.project_type_id, id))
        .orderBy(projectTypeDivisions.division_id)
      return { ...row, divisions: links.map((link) => link.division_id) }
    },
    async insertProjectType(values: typeof projectTypes.$inferInsert) {
      const rows = await db.insert(projectTypes).values(values).returning({ id: projectTypes.id })
      return rows[0]?.id as number
    },
    async updateProjectType(
      companyId: number,
      id: number,
      values: { name: string; name_en: string | null; budget_type: number },
    ) {
      await db
        .update(projectTypes)
        .set({ ...values, ...touched() })
        .where(own(projectTypes, companyId, id))
    },
    async replaceProjectTypeDivisions(projectTypeId: number, divisionIds: readonly number[]) {
      await db.delete(projectTypeDivisions).where(eq(projectTypeDivisions.project_type_id, projectTypeId))
      if (divisionIds.length === 0) return
      await db
        .insert(projectTypeDivisions)
        .values(divisionIds.map((division_id) => ({ project_type_id: projectTypeId, division_id })))
    },
    async deleteProjectType(companyId: number, id: number) {
      await db.delete(projectTypes).where(own(projectTypes, companyId, id))
    },
    /** Which of `ids` are divisions of the company. */
    async companyDivisionIds(companyId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return []
      const rows = await db
        .select({ id: divisions.id })
        .from(divisions)
        .where(and(eq(divisions.event_company_id, companyId), inArray(divisions.id, [...ids])))
      return rows.map((row) => row.id)
    },
  }
}
