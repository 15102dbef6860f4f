import type { ClientListQuery } from '@ajanda/contracts/clients.contract'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { pageWindow } from '../../platform/pagination'
import { createStatementCache, type StatementValue } from '../../platform/statement-cache'
import { containsPattern } from '../../platform/text-search'

/** Shapes: 3 sorts × 2 orders × 3 statuses × industry × id × 4 kinds of search, fewer in practice. */
const PAGE_STATEMENT_SHAPES = 300

type PageQuery = Pick<
  ClientListQuery,
  'status' | 'industry_id' | 'id' | 'search' | 'sort_by' | 'sort_order' | 'page' | 'page_size'
>

type ValueName = 'company' | 'industry' | 'id' | 'pattern' | 'tax' | 'logoPrefix' | 'limit' | 'offset'

/** What the search term reads as, beside a part of the name (address-book.repository.ts `listWhere`). */
function searchKind(term: string): 'none' | 'name' | 'tax' | 'email' {
  if (!term) return 'none'
  if (/^\d{10,11}$/.test(term)) return 'tax'
  return term.includes('@') ? 'email' : 'name'
}

/** A nullable text column as JSON: `to_json` escapes exactly as JSON.stringify does. */
const jsonText = (column: string) => sql.raw(`coalesce(to_json(${column})::text, 'null')`)
const jsonNumber = (column: string) => sql.raw(`coalesce(${column}::text, 'null')`)

/**
 * One list row as the JSON text the route sends (`toClientListItem` serialized by JSON.stringify: the
 * same keys in the same order, no spaces). `created_at` as `Date.toISOString()` writes it: UTC,
 * milliseconds cut (not rounded) from PostgreSQL's microseconds, as both to_char and Date parsing do.
 */
function itemJson(v: StatementValue<ValueName>): SQL {
  return sql`'{"id":' || c.id::text
    || ',"code":' || to_json(c.code)::text
    || ',"name":' || to_json(c.name)::text
    || ',"legal_name":' || ${jsonText('c.legal_name')}
    || ',"logo_full":' || case when c.logo is null then 'null' else to_json(${v('logoPrefix')}::text || c.logo)::text end
    || ',"status":' || case when c.first_confirmed_at is null then '"POTENTIAL"' else '"EXISTING"' end
    || ',"industry_id":' || ${jsonNumber('c.industry_id')}
    || ',"industry":' || case when i.id is null then 'null'
         else '{"id":' || i.id::text || ',"name":' || to_json(i.name)::text || '}' end
    || ',"country":' || ${jsonText('c.country')}
    || ',"city":' || ${jsonText('c.city')}
    || ',"phone":' || ${jsonText('c.phone')}
    || ',"email":' || ${jsonText('c.email')}
    || ',"website":' || ${jsonText('c.website')}
    || ',"created_at":"' || to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}'`
}

/**
 * The list's sort, the same expressions as the address book's (`listOrder`), so the name sort walks its
 * byte-order index: name (then id), city (then name, id) or creation (then id).
 */
function orderBy(query: PageQuery): SQL {
  const direction = query.sort_order === 'desc' ? 'desc' : 'asc'
  const name = `(c.name_search collate "C") ${direction}`
  const keys =
    query.sort_by === 'created_at'
      ? [`c.created_at ${direction}`]
      : query.sort_by === 'city'
        ? [`c.city ${direction}`, name]
        : [name]
  return sql.raw([...keys, `c.id ${direction}`].join(', '))
}

/**
 * A page of GET /clients as the JSON text of its rows, one row per item, built by the database: Drizzle
 * read and mapped every column of each row (about a third of the server's CPU per request) where the list
 * sends 14 fields. The page's ids are found first (an index walk in the list's order that builds no text
 * for the rows it skips), then those rows are joined and written. The filters are the address book's
 * (`listWhere`): company, not archived, status, industry, id, the search (a part of the folded name, the
 * tax number when the term is one, a part of the e-mail when it has an @). Each shape of the query (sort,
 * filters present, kind of search) is one prepared statement on PostgreSQL (statement-cache.ts).
 */
export function createClientPageStatement(db: DbOrTx) {
  const statements = createStatementCache(PAGE_STATEMENT_SHAPES)

  return {
    async items(companyId: number, query: PageQuery, logoPrefix: string): Promise<string[]> {
      const term = query.search ? foldTurkish(query.search) : ''
      const search = searchKind(term)
      const { limit, offset } = pageWindow({ page: query.page, pageSize: query.page_size })
      const shape = [
        query.sort_by,
        query.sort_order,
        query.status,
        query.industry_id ? 'industry' : '',
        query.id ? 'id' : '',
        search,
      ].join('|')
      const values: Record<ValueName, unknown> = {
        company: companyId,
        industry: query.industry_id ?? null,
        id: query.id ?? null,
        pattern: containsPattern(term),
        tax: term,
        logoPrefix,
        limit,
        offset,
      }
      const rows = await statements.run<{ item: string }>(db, shape, values, (value) => {
        const v = value as StatementValue<ValueName>
        const conditions: SQL[] = [sql`c.event_company_id = ${v('company')}`, sql`c.deleted_at is null`]
        if (query.status === 'EXISTING') conditions.push(sql`c.first_confirmed_at is not null`)
        if (query.status === 'POTENTIAL') conditions.push(sql`c.first_confirmed_at is null`)
        if (query.industry_id) conditions.push(sql`c.industry_id = ${v('industry')}`)
        if (query.id) conditions.push(sql`c.id = ${v('id')}`)
        if (search === 'name') conditions.push(sql`c.name_search like ${v('pattern')}`)
        if (search === 'tax')
          conditions.push(sql`(c.name_search like ${v('pattern')} or c.tax_number = ${v('tax')})`)
        if (search === 'email')
          conditions.push(sql`(c.name_search like ${v('pattern')} or c.email like ${v('pattern')})`)
        const order = orderBy(query)
        return sql`select ${itemJson(v)} as item
          from (select c.id from clients c where ${sql.join(conditions, sql` and `)}
            order by ${order} limit ${v('limit')} offset ${v('offset')}) page
          join clients c on c.id = page.id
          left join client_industries i on i.id = c.industry_id
          order by ${order}`
      })
      return rows.map((row) => row.item)
    },
  }
}
