import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/**
 * Folds Turkish and accented capitals and small letters to plain ASCII and lower-cases the rest, so that
 * "ayse" finds "Ayşe" and "ISIK" finds "Işık". translate() runs first because lower() under the C locale
 * (PGlite, many PostgreSQL installs) leaves non-ASCII letters alone.
 */
const FROM = 'İIıŞşĞğÜüÖöÇçÂâÎîÛû'
const TO = 'iiissgguuooccaaiiuu'

export function folded(value: SQLWrapper | string): SQL {
  const expression = typeof value === 'string' ? sql`${value}::text` : sql`${value}`
  return sql`lower(translate(${expression}, ${FROM}, ${TO}))`
}

/**
 * `folded()` with the letters written into the SQL as literals, not parameters: an expression index on it
 * (the projects' folded reference) is used only when the query's expression is the index's, constants
 * included.
 */
export function foldedLiteral(column: SQLWrapper): SQL {
  return sql`lower(translate(${column}, ${sql.raw(`'${FROM}'`)}, ${sql.raw(`'${TO}'`)}))`
}

/** A LIKE pattern matching `term` anywhere, with the term's own % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** `column` contains `term`, both folded. */
export function foldedContains(column: SQLWrapper, term: string): SQL {
  return sql`${folded(column)} like ${folded(containsPattern(term))}`
}

/**
 * A folded name (`name_search`, plain ASCII) in byte order. Lists sort by it and the search matches its
 * prefix through one btree index on the same expression: byte order does not depend on the database's
 * collation, and only the "C" collation lets `like 'abc%'` use a plain btree index.
 */
export function byteOrder(column: SQLWrapper): SQL {
  return sql`(${column} collate "C")`
}

/**
 * The highest code point. In byte order (UTF-8) every string starting with `term` lies in
 * [term, term + LAST_CODE_POINT): a prefix written as that range lets a prepared statement's generic plan
 * use the btree index with parameters, where `like $1` gives it no range at all (it would read every row).
 */
export const LAST_CODE_POINT = String.fromCodePoint(0x10ffff)
