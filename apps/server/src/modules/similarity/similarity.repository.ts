import { NAME_SIMILARITY_THRESHOLD, type SimilarityKind } from '@ajanda/contracts/similarity.contract'
import { inArray, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { MERGE_REFERENCES } from './merge-references'

interface KindSql {
  table: string
  /** Columns whose equal values make a pair 100 % alike. */
  equal: readonly string[]
  /** Contacts: names are compared only within one client or supplier (common names recur). */
  sameCompany: boolean
}
const KINDS: Record<SimilarityKind, KindSql> = {
  clients: { table: 'clients', equal: ['email', 'phone', 'tax_number'], sameCompany: false },
  suppliers: { table: 'suppliers', equal: ['email', 'phone', 'tax_number'], sameCompany: false },
  contacts: { table: 'contacts', equal: ['email', 'phone', 'mobile'], sameCompany: true },
}

/** Fields a merge copies into the target where the target has none. */
const FILLABLE: Record<SimilarityKind, readonly string[]> = {
  clients: [
    'legal_name',
    'industry_id',
    'tax_office_id',
    'tax_number',
    'address',
    'country',
    'city',
    'phone',
    'email',
    'website',
    'logo',
    'fin_fee_type',
    'fin_fee_rate',
    'fin_fee_currency',
    'profit_target',
  ],
  suppliers: [
    'legal_name',
    'tax_office_id',
    'tax_number',
    'address',
    'country',
    'city',
    'phone',
    'email',
    'website',
    'logo',
    'iban',
    'bank_name',
  ],
  contacts: ['position_id', 'phone', 'mobile', 'fax', 'profile_picture'],
}

export interface SimilarityRow {
  head_id: number | string
  head_name: string
  head_code: string | null
  total: number | string
  other_id: number | string
  other_name: string
  other_code: string | null
  percent: number | string
}

/**
 * Pairs of active records of one company that look alike: names with a trigram similarity of at least
 * 0.6 (the `%` operator finds candidates through the GIN index, at pg_trgm's looser default), or an equal
 * e-mail, phone or tax number (100 %). Each pair once, under the older record; pages of those heads.
 */
function pairsSql(kind: SimilarityKind, companyId: number): SQL {
  const k = KINDS[kind]
  const t = sql.raw(k.table)
  const both = sql`b.event_company_id = a.event_company_id and b.id > a.id and b.deleted_at is null`
  const own = sql`a.event_company_id = ${companyId} and a.deleted_at is null`
  const sameCompany = k.sameCompany
    ? sql`and a.client_id is not distinct from b.client_id and a.supplier_id is not distinct from b.supplier_id`
    : sql``
  const byName = sql`select a.id as a_id, b.id as b_id,
      round(similarity(a.name_search, b.name_search) * 100)::int as percent
    from ${t} a join ${t} b on ${both} and a.name_search % b.name_search ${sameCompany}
    where ${own} and similarity(a.name_search, b.name_search) >= ${NAME_SIMILARITY_THRESHOLD}`
  const byValue = k.equal.map((column) => {
    const c = sql.raw(column)
    return sql`select a.id, b.id, 100 from ${t} a join ${t} b on ${both} and b.${c} = a.${c}
      where ${own} and a.${c} is not null and a.${c} <> ''`
  })
  return sql`pairs as (${sql.join([byName, ...byValue], sql` union all `)}),
    best as (select a_id, b_id, max(percent) as percent from pairs group by a_id, b_id)`
}

export function createSimilarityRepository(db: DbOrTx) {
  const rowsOf = (result: unknown) => (result as { rows: SimilarityRow[] }).rows

  return {
    /** One page of heads, each row one similar record of a head (a head repeats per partner). */
    async findPage(kind: SimilarityKind, companyId: number, limit: number, offset: number) {
      const t = sql.raw(KINDS[kind].table)
      const code = kind === 'contacts' ? sql`null` : sql`h.code`
      const otherCode = kind === 'contacts' ? sql`null` : sql`o.code`
      const result = await db.execute(sql`with ${pairsSql(kind, companyId)},
        heads as (
          select h.id, h.name, ${code} as code, h.name_search, count(*) over () as total
          from ${t} h where h.id in (select a_id from best)
          order by h.name_search, h.id limit ${limit} offset ${offset}
        )
        select heads.id as head_id, heads.name as head_name, heads.code as head_code, heads.total,
          o.id as other_id, o.name as other_name, ${otherCode} as other_code, best.percent
        from heads join best on best.a_id = heads.id join ${t} o on o.id = best.b_id
        order by heads.name_search, heads.id, best.percent desc, o.name_search, o.id`)
      return rowsOf(result)
    },
    async countHeads(kind: SimilarityKind, companyId: number): Promise<number> {
      const result = await db.execute(
        sql`with ${pairsSql(kind, companyId)} select count(distinct a_id) as total from best`,
      )
      return Number((result as unknown as { rows: { total: number | string }[] }).rows[0]?.total ?? 0)
    },

    /**
     * Active records of the company with one of these stored values equal (the rule `KINDS.equal` lists):
     * at most `limit`, oldest first, each with the fields it shares.
     */
    async findEqual(
      kind: 'clients' | 'suppliers',
      companyId: number,
      values: Partial<Record<'email' | 'phone' | 'tax_number', string>>,
      limit: number,
    ) {
      const t = sql.raw(KINDS[kind].table)
      const given = Object.entries(values).filter(([, value]) => value)
      if (given.length === 0) return []
      const shared = given.map(
        ([column, value]) => sql`case when ${sql.raw(column)} = ${value} then ${column} end`,
      )
      const result = await db.execute(sql`select id, code, name,
          array_remove(array[${sql.join(shared, sql`, `)}]::text[], null) as fields
        from ${t}
        where event_company_id = ${companyId} and deleted_at is null
          and (${sql.join(
            given.map(([column, value]) => sql`${sql.raw(column)} = ${value}`),
            sql` or `,
          )})
        order by id limit ${limit}`)
      return (
        result as unknown as { rows: { id: number | string; code: string; name: string; fields: string[] }[] }
      ).rows.map((row) => ({ ...row, id: Number(row.id) }))
    },
    /** Locks the records of a merge and gives back the active ones of the company among them. */
    async lockActive(kind: SimilarityKind, companyId: number, ids: readonly number[]) {
      const t = sql.raw(KINDS[kind].table)
      const result = await db.execute(sql`select id from ${t}
        where event_company_id = ${companyId} and deleted_at is null
          and id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
        order by id for update`)
      return (result as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id))
    },
    /** Points every reference (merge-references.ts) and every earlier merge of the sources at the target. */
    async moveReferences(kind: SimilarityKind, from: readonly number[], to: number): Promise<void> {
      for (const { table, column, linkColumns } of MERGE_REFERENCES[kind]) {
        if (linkColumns) {
          // A link table keyed by the column: insert-or-skip the target's rows, then drop the old ones.
          const others = sql.join(
            linkColumns.map((c) => sql.identifier(c.name)),
            sql`, `,
          )
          await db.execute(sql`insert into ${table} (${others}, ${sql.identifier(column.name)})
            select ${others}, ${to} from ${table} where ${inArray(column, [...from])}
            on conflict do nothing`)
          await db.execute(sql`delete from ${table} where ${inArray(column, [...from])}`)
          continue
        }
        await db.execute(
          sql`update ${table} set ${sql.identifier(column.name)} = ${to} where ${inArray(column, [...from])}`,
        )
      }
      const t = sql.raw(KINDS[kind].table)
      await db.execute(sql`update ${t} set merged_into_id = ${to}
        where merged_into_id in (${sql.join(
          from.map((id) => sql`${id}`),
          sql`, `,
        )})`)
    },
    /**
     * Fills the target's empty fields from the sources (the first source that has one, by id) and keeps
     * the earliest confirmation: a merged client is EXISTING when any of its parts was.
     */
    async fillGaps(kind: SimilarityKind, from: readonly number[], to: number): Promise<void> {
      const t = sql.raw(KINDS[kind].table)
      const columns = FILLABLE[kind]
      const sets = columns.map((c) => sql`${sql.raw(c)} = coalesce(t.${sql.raw(c)}, s.${sql.raw(c)})`)
      const picks = columns.map(
        (c) =>
          sql`(array_agg(${sql.raw(c)} order by id) filter (where ${sql.raw(c)} is not null))[1] as ${sql.raw(c)}`,
      )
      const confirmed =
        kind === 'contacts'
          ? []
          : [sql`first_confirmed_at = least(t.first_confirmed_at, s.first_confirmed_at)`]
      const earliest = kind === 'contacts' ? [] : [sql`min(first_confirmed_at) as first_confirmed_at`]
      await db.execute(sql`update ${t} t set ${sql.join([...sets, ...confirmed], sql`, `)}, updated_at = now()
        from (select ${sql.join([...picks, ...earliest], sql`, `)} from ${t}
          where id in (${sql.join(
            from.map((id) => sql`${id}`),
            sql`, `,
          )})) s
        where t.id = ${to}`)
      if (kind === 'suppliers')
        await db.execute(sql`insert into supplier_category_links (supplier_id, supplier_category_id)
          select ${to}, supplier_category_id from supplier_category_links
          where supplier_id in (${sql.join(
            from.map((id) => sql`${id}`),
            sql`, `,
          )})
          on conflict do nothing`)
    },
    async findName(kind: SimilarityKind, id: number): Promise<{ name: string; code: string | null }> {
      const t = sql.raw(KINDS[kind].table)
      const code = kind === 'contacts' ? sql`null` : sql`code`
      const result = await db.execute(sql`select name, ${code} as code from ${t} where id = ${id}`)
      const row = (result as unknown as { rows: { name: string; code: string | null }[] }).rows[0]
      return row ?? { name: '', code: null }
    },
    /** The sources leave every list, pointing at the target. */
    async archiveMerged(kind: SimilarityKind, from: readonly number[], to: number): Promise<void> {
      const t = sql.raw(KINDS[kind].table)
      await db.execute(sql`update ${t} set deleted_at = now(), updated_at = now(), merged_into_id = ${to}
        where id in (${sql.join(
          from.map((id) => sql`${id}`),
          sql`, `,
        )})`)
    },
  }
}
