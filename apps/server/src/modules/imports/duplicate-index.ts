import type { ImportEntity } from '@ajanda/contracts/imports.contract'
import type { ExistingRecord } from './imports.repository'

export interface DuplicateOf {
  id: number | null
  code: string | null
  name: string
  row: number | null
}

/**
 * The keys that make two records one: the folded name (for contacts, within one company), the e-mail,
 * the tax number. Filled with the stored records, then with each accepted row of the file, so a row
 * repeating an earlier one is caught too.
 */
export class DuplicateIndex {
  private readonly byKey = new Map<string, DuplicateOf>()

  constructor(
    private readonly entity: ImportEntity,
    existing: readonly ExistingRecord[],
  ) {
    for (const record of existing) {
      const of = { id: record.id, code: record.code, name: record.name, row: null }
      for (const key of this.keysOf({ ...record })) this.byKey.set(key, of)
    }
  }

  private keysOf(values: Record<string, unknown>): string[] {
    const keys: string[] = []
    const company =
      this.entity === 'contacts'
        ? (values.company ?? `${values.contact_type}-${values.client_id ?? values.supplier_id}`)
        : ''
    if (values.name_search) keys.push(`name:${company}:${values.name_search}`)
    if (values.email) keys.push(`email:${String(values.email).toLowerCase()}`)
    if (values.tax_number) keys.push(`tax:${values.tax_number}`)
    return keys
  }

  /** The record or earlier row this one repeats; otherwise remembers it and says null. */
  check(values: Record<string, unknown>, row: number): DuplicateOf | null {
    const keys = this.keysOf(values)
    for (const key of keys) {
      const found = this.byKey.get(key)
      if (found) return found
    }
    const of = { id: null, code: null, name: String(values.name), row }
    for (const key of keys) this.byKey.set(key, of)
    return null
  }
}
