import type { Locale } from '@ajanda/contracts/common/locale'

/**
 * Turkish order (Ç after C, İ after I, Ş after S) whatever collation the database was created with:
 * PGlite and many PostgreSQL installs sort by code point, which puts "İstanbul" after "Zonguldak".
 */
const collators: Record<Locale, Intl.Collator> = {
  tr: new Intl.Collator('tr'),
  en: new Intl.Collator('en'),
}

/** A stable sort, so rows with equal names keep the order the query gave them. */
export function sortByName<T extends { name: string }>(rows: T[], locale: Locale): T[] {
  const collator = collators[locale]
  return rows.sort((a, b) => collator.compare(a.name, b.name))
}
