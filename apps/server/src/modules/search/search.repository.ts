import { LAST_LEAD_STAGE } from '@ajanda/contracts/projects.contract'
import { SEARCH_MAX_RESULTS, type SearchType, shareResults } from '@ajanda/contracts/search.contract'
import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { createStatementCache } from '../../platform/statement-cache'
import { byteOrder, containsPattern, foldedLiteral, LAST_CODE_POINT } from '../../platform/text-search'
import { type Visibility, visibleProjects } from '../projects/project-access'

/** Shapes remembered (pass × open kinds × what the query reads as × visibility): a few per user at most. */
const SEARCH_STATEMENT_SHAPES = 500
const ALL_PROJECTS: Visibility = { kind: 'all' }

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
  project_ref: string | null
  starts_at: string | null
  project_name: string | null
  rank: number
  sort_name: string
}

type Match = 'prefix' | 'contains' | 'fuzzy'

/**
 * The values a search statement takes. Its SQL text depends only on its shape (the pass, the kinds still
 * open, which keys the query reads as, the caller's visibility), so it is built once per shape with these
 * as placeholders and run as a prepared statement with them filled in (`statement-cache.ts`).
 */
type ValueName =
  | 'company'
  | 'term'
  | 'typed'
  | 'lo'
  | 'hi'
  | 'contains'
  | 'prefix'
  | 'digitsContains'
  | 'digitsPrefix'
  | `limit_${SearchType}`
type Value = (name: ValueName) => unknown

/** A column found by prefix and contains, against the query's folded term or, for a phone, its digits. */
interface Key {
  column: SQL
  digits?: true
}

/**
 * One kind of record the search finds. Every kind has a folded `name_search` (prefix, contains and word
 * similarity); `keys` are more columns found by prefix and contains (a project's reference, an attendee's
 * e-mail), `exact` a column found only whole (a project's code, as the query was typed); `where` narrows
 * the rows (a lead's stages, the projects the caller sees).
 */
interface Source {
  select: SQL
  from: SQL
  alias: string
  keys?: Key[]
  /**
   * The name's prefix found through its trigram index (attendees have no byte-order index on the name
   * alone; `collate "C"` would hide the trigram one).
   */
  prefixByTrigram?: true
  exact?: SQL
  where?: SQL
  /** False for a table without `deleted_at` (projects: a lead is deleted, a project never). */
  archived?: false
}

const NO_PROJECT = sql.raw(`null as project_ref, null as starts_at, null as project_name`)

const COMPANY_SOURCES = {
  client: {
    alias: 'c',
    select: sql`'client' as type, c.id, c.code, c.name, c.logo, c.email, null as company_type,
      null::bigint as company_id, null as company_code, null as company_name, ${NO_PROJECT}`,
    from: sql`clients c`,
  },
  supplier: {
    alias: 's',
    select: sql`'supplier' as type, s.id, s.code, s.name, s.logo, s.email, null as company_type,
      null::bigint as company_id, null as company_code, null as company_name, ${NO_PROJECT}`,
    from: sql`suppliers s`,
  },
  contact: {
    alias: 'k',
    select: sql`'contact' as type, k.id, null as code, k.name, null as logo, k.email,
      k.contact_type as company_type, coalesce(k.client_id, k.supplier_id) as company_id,
      coalesce(kc.code, ks.code) as company_code, coalesce(kc.name, ks.name) as company_name, ${NO_PROJECT}`,
    from: sql`contacts k left join clients kc on kc.id = k.client_id left join suppliers ks on ks.id = k.supplier_id`,
  },
} satisfies Record<string, Source>

/**
 * Projects and leads: one table (a lead is stage 0-7), unaliased so that the projects module's visibility
 * condition (`visibleProjects`, written on `projects`) applies as it is; the client is joined for its name.
 */
function projectSource(type: 'project' | 'lead', visible: SQL | undefined): Source {
  const stages =
    type === 'lead' ? sql`projects.stage <= ${LAST_LEAD_STAGE}` : sql`projects.stage > ${LAST_LEAD_STAGE}`
  return {
    alias: 'projects',
    archived: false,
    select: sql`${sql.raw(`'${type}'`)} as type, projects.id, projects.code, projects.name, pc.logo, null as email,
      case when pc.id is null then null else 'C' end as company_type, pc.id as company_id,
      pc.code as company_code, pc.name as company_name, projects.project_ref,
      projects.starts_at::text as starts_at, null as project_name`,
    from: sql`projects left join clients pc on pc.id = projects.client_id`,
    keys: [{ column: foldedLiteral(sql`projects.project_ref`) }],
    exact: sql`projects.code`,
    where: visible ? sql`${stages} and (${visible})` : stages,
  }
}

/** A query that reads as a phone number: 3+ digits, and only digits, spaces and + - ( ). */
const PHONE_LIKE = /^[\d\s+()-]*$/
/** A query that reads as (part of) an e-mail address: one word with "@" or ".". */
const EMAIL_LIKE = /^\S*[@.]\S*$/

/** What else than a name the query reads as; part of a statement's shape. */
interface QueryReads {
  email: boolean
  phone: boolean
}

function queryReads(typed: string): QueryReads {
  const digits = typed.replace(/\D/g, '')
  return { email: EMAIL_LIKE.test(typed.trim()), phone: digits.length >= 3 && PHONE_LIKE.test(typed) }
}

/**
 * Attendees of the projects the caller sees (the projects module's visibility, on the joined `projects`),
 * opened on their project's attendees tab. By name always (the trigram index); by e-mail only when the
 * query reads as one and by phone digits only when it reads as a number: neither has an index, and a name
 * query would otherwise read every attendee of the company.
 */
function attendeeSource(reads: QueryReads, visible: SQL | undefined): Source {
  const keys: Key[] = []
  if (reads.email) keys.push({ column: sql`lower(a.email)` })
  if (reads.phone) keys.push({ column: sql`regexp_replace(a.phone, '[^0-9]', '', 'g')`, digits: true })
  return {
    alias: 'a',
    archived: false,
    prefixByTrigram: true,
    select: sql`'attendee' as type, a.id, projects.code, trim(a.first_name || ' ' || a.last_name) as name,
      null as logo, a.email, null as company_type, null::bigint as company_id, null as company_code,
      null as company_name, projects.project_ref, null as starts_at, projects.name as project_name`,
    from: sql`attendees a join projects on projects.id = a.project_id`,
    keys,
    where: visible,
  }
}

/**
 * Ranked search (`term` is already folded, `typed` the query as typed) in up to three queries, each cheap
 * on its own and run only for the kinds that still have room: names (or keys) starting with the term, in
 * name order (a range of the byte-order name index); containing it, in name order (that index walked and
 * filtered when the term is common, the trigram GIN index when it is rare); names with a word like it
 * (pg_trgm word similarity above its 0.6 threshold), most alike first. One query with every condition
 * made the planner scan every row and compute its similarity (EXPLAIN ANALYZE in `npm run bench:crm`);
 * asking for the contained names before knowing the prefix ones are too few made common terms walk a whole
 * index. Each kind brings up to 20 and the 20 places are shared between the kinds in turns
 * (`shareResults`), so twenty clients named "Kongre …" cannot hide the project "Kongre 2027"; best first.
 */
export function createSearchRepository(db: DbOrTx) {
  const statements = createStatementCache(SEARCH_STATEMENT_SHAPES)

  /** The SQL of one kind in one pass; `limit` is the kind's own placeholder (how many it still needs). */
  function part(v: Value, type: SearchType, source: Source, match: Match): SQL[] {
    const { select, from, alias } = source
    const name = sql.raw(`${alias}.name_search`)
    const ordered = byteOrder(name)
    const limit = v(`limit_${type}`)
    const keys = source.keys ?? []
    const keyContains = (key: Key) => sql`${key.column} like ${v(key.digits ? 'digitsContains' : 'contains')}`
    const keyStarts = (key: Key) => sql`${key.column} like ${v(key.digits ? 'digitsPrefix' : 'prefix')}`
    const any = (conditions: SQL[]) =>
      conditions.length === 1 ? (conditions[0] as SQL) : sql`(${sql.join(conditions, sql` or `)})`
    const exact = source.exact ? [sql`${source.exact} = ${v('typed')}`] : []
    const nameStarts = source.prefixByTrigram
      ? sql`${name} like ${v('prefix')}`
      : sql`(${ordered} >= ${v('lo')} and ${ordered} < ${v('hi')})`
    const startsWith = any([nameStarts, ...keys.map(keyStarts), ...exact])
    const containing = any([sql`${name} like ${v('contains')}`, ...keys.map(keyContains)])
    // A key may be null (a project without a reference): "not (null)" would drop the row.
    const not = (condition: SQL) =>
      keys.length || exact.length ? sql`not coalesce(${condition}, false)` : sql`not ${condition}`
    const own = sql`${sql.raw(alias)}.event_company_id = ${v('company')}${
      source.archived === false ? sql`` : sql` and ${sql.raw(alias)}.deleted_at is null`
    }${source.where ? sql` and ${source.where}` : sql``}`
    const select_ = (where: SQL, rank: SQL) =>
      sql`(select ${select}, (${rank})::float8 as rank, ${ordered} as sort_name from ${from}
      where ${own} and ${where} order by rank, sort_name, id limit ${limit})`
    // Starting with the term: one query per key, each on its own index (the name's in name order, the
    // reference's trigrams, the unique code); one OR of them made the planner read every project.
    if (match === 'prefix')
      return [nameStarts, ...keys.map(keyStarts), ...exact].map((condition) => select_(condition, sql`0`))
    if (match === 'contains') {
      // Found through the trigram index, then sorted: `offset 0` keeps the planner from walking the name
      // index in order instead, which it chose on a wrong guess of how common the term is and which then
      // read every row of the company when the term was rare (20,000 clients for "otel").
      return [
        sql`(select * from (select ${select}, 1::float8 as rank, ${ordered} as sort_name from ${from}
        where ${own} and ${containing} and ${not(startsWith)} offset 0) found
        order by rank, sort_name, id limit ${limit})`,
      ]
    }
    const notExact = exact.length ? sql` and ${not(exact[0] as SQL)}` : sql``
    const similar = sql`${v('term')} <% ${name} and ${not(containing)}${notExact}`
    return [select_(similar, sql`3 - word_similarity(${v('term')}, ${name})`)]
  }

  return {
    /** Ends the connections of the generic plans (statement-cache.ts), with the app. */
    close: () => statements.close(),
    /**
     * `visibility` is the caller's project visibility from the projects module (undefined: every project
     * of the company); projects, leads and attendees are searched only when asked for.
     */
    async search(
      companyId: number,
      term: string,
      types: readonly SearchType[],
      options: { typed?: string; visibility?: Visibility } = {},
    ): Promise<SearchRow[]> {
      const typed = options.typed ?? term
      const reads = queryReads(typed)
      const visibility = options.visibility ?? ALL_PROJECTS
      // Built only when a shape is (once per shape on PostgreSQL): their SQL objects cost CPU per request.
      let sources: Record<SearchType, Source> | undefined
      const sourcesOfShape = () => {
        if (!sources) {
          const visible = visibleProjects(visibility)
          sources = {
            ...COMPANY_SOURCES,
            project: projectSource('project', visible),
            lead: projectSource('lead', visible),
            attendee: attendeeSource(reads, visible),
          }
        }
        return sources
      }
      const digits = typed.replace(/\D/g, '')
      const values: Record<string, unknown> = {
        company: companyId,
        term,
        typed,
        lo: term,
        hi: term + LAST_CODE_POINT,
        contains: containsPattern(term),
        prefix: containsPattern(term).slice(1),
        digitsContains: containsPattern(digits),
        digitsPrefix: containsPattern(digits).slice(1),
      }
      const perType = SEARCH_MAX_RESULTS
      const found = new Map<SearchType, SearchRow[]>(types.map((type) => [type, []]))
      // Once the places are filled, a later pass looks only for the kinds still short of their share of
      // the turns: more rows of the other kinds would not be shown by the sharing.
      const fairShare = Math.ceil(SEARCH_MAX_RESULTS / Math.max(types.length, 1))
      for (const match of ['prefix', 'contains', 'fuzzy'] as const) {
        const total = [...found.values()].reduce((sum, rows) => sum + rows.length, 0)
        const limit = total >= SEARCH_MAX_RESULTS ? fairShare : perType
        const open = types.filter((type) => (found.get(type)?.length ?? 0) < limit)
        // Near spellings only while the 20 places are not filled by better matches.
        if (open.length === 0 || (match === 'fuzzy' && total >= SEARCH_MAX_RESULTS)) break
        for (const type of open) values[`limit_${type}`] = limit - (found.get(type)?.length ?? 0)
        const shape = [match, open.join(','), reads.email, reads.phone, JSON.stringify(visibility)].join('|')
        const rows = await statements.run<SearchRow>(
          db,
          shape,
          values,
          (v) =>
            sql.join(
              open.flatMap((type) => part(v, type, sourcesOfShape()[type], match)),
              sql` union all `,
            ),
          // Planning the prefix and contains unions cost PostgreSQL more than running them, and their
          // generic plans were as good on the bench company (decisions/0023); word similarity is mostly
          // execution, and stays planned for its values.
          match === 'fuzzy' ? {} : { plan: 'generic' },
        )
        for (const row of rows) {
          const list = found.get(row.type)
          // A project whose name and reference both start with the term comes twice from the prefix pass.
          if (list && list.length < limit && !list.some((seen) => String(seen.id) === String(row.id)))
            list.push(row)
        }
      }
      const shared = shareResults(types.map((type) => found.get(type) ?? []))
      return shared
        .flat()
        .sort(
          (a, b) =>
            Number(a.rank) - Number(b.rank) ||
            (a.sort_name < b.sort_name ? -1 : a.sort_name > b.sort_name ? 1 : 0) ||
            Number(a.id) - Number(b.id),
        )
    },
  }
}
