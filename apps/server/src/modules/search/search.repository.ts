import { SEARCH_MAX_RESULTS, type SearchType } from '@ajanda/contracts/search.contract'
import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { byteOrder, containsPattern } from '../../platform/text-search'

export interface SearchRow {
  type: SearchType
  id: number | string
  code: string | null
  name: string
  logo: string | null
  email: string | null
  company_type: 'C' | 'S' | null
  company_id: number | string | null
  company_code: string | null
  company_name: string | null
}

type Match = 'prefix' | 'contains' | 'fuzzy'

/** The columns of one kind, with the contact's company joined. */
const SOURCES: Record<SearchType, { select: SQL; from: SQL; alias: string }> = {
  client: {
    alias: 'c',
    select: sql`'client' as type, c.id, c.code, c.name, c.logo, c.email, null as company_type,
      null::bigint as company_id, null as company_code, null as company_name`,
    from: sql`clients c`,
  },
  supplier: {
    alias: 's',
    select: sql`'supplier' as type, s.id, s.code, s.name, s.logo, s.email, null as company_type,
      null::bigint as company_id, null as company_code, null as company_name`,
    from: sql`suppliers s`,
  },
  contact: {
    alias: 'k',
    select: sql`'contact' as type, k.id, null as code, k.name, null as logo, k.email,
      k.contact_type as company_type, coalesce(k.client_id, k.supplier_id) as company_id,
      coalesce(kc.code, ks.code) as company_code, coalesce(kc.name, ks.name) as company_name`,
    from: sql`contacts k left join clients kc on kc.id = k.client_id left join suppliers ks on ks.id = k.supplier_id`,
  },
}

/**
 * Ranked search over clients, suppliers and contacts by `name_search` (`term` is already folded), in up to
 * three queries, each cheap on its own and run only while fewer than 20 were found: names starting with
 * the term, in name order (a range of the byte-order name index); names containing it, in name order (that
 * index walked and filtered when the term is common, the trigram GIN index when it is rare); names with a
 * word like it (pg_trgm word similarity above its 0.6 threshold), most alike first. One query with every
 * condition made the planner scan every row and compute its similarity (EXPLAIN ANALYZE in
 * `npm run bench:crm`); asking for the contained names before knowing the prefix ones are too few made
 * common terms walk a whole index.
 */
export function createSearchRepository(db: DbOrTx) {
  function part(companyId: number, term: string, type: SearchType, match: Match, limit: number): SQL {
    const { select, from, alias } = SOURCES[type]
    const name = sql.raw(`${alias}.name_search`)
    const ordered = byteOrder(name)
    const contains = containsPattern(term)
    const prefix = contains.slice(1)
    const own = sql`${sql.raw(alias)}.event_company_id = ${companyId} and ${sql.raw(alias)}.deleted_at is null`
    const where =
      match === 'prefix'
        ? sql`${ordered} like ${prefix}`
        : match === 'contains'
          ? sql`${name} like ${contains} and not ${ordered} like ${prefix}`
          : sql`${term} <% ${name} and not ${name} like ${contains}`
    const rank =
      match === 'prefix' ? sql`0` : match === 'contains' ? sql`1` : sql`3 - word_similarity(${term}, ${name})`
    return sql`(select ${select}, (${rank})::float8 as rank, ${ordered} as sort_name from ${from}
      where ${own} and ${where} order by rank, sort_name limit ${limit})`
  }

  async function run(parts: SQL[], limit: number): Promise<SearchRow[]> {
    const result = await db.execute(
      sql`select * from (${sql.join(parts, sql` union all `)}) as found order by rank, sort_name limit ${limit}`,
    )
    return (result as unknown as { rows: SearchRow[] }).rows
  }

  return {
    async search(companyId: number, term: string, types: readonly SearchType[]): Promise<SearchRow[]> {
      const found: SearchRow[] = []
      for (const match of ['prefix', 'contains', 'fuzzy'] as const) {
        const left = SEARCH_MAX_RESULTS - found.length
        if (left <= 0 || types.length === 0) break
        found.push(
          ...(await run(
            types.map((type) => part(companyId, term, type, match, left)),
            left,
          )),
        )
      }
      return found
    },
  }
}
