import { clientInputSchema } from '@ajanda/contracts/clients.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { translateIssue, validationMessage } from '@ajanda/contracts/common/validation-messages'
import { contactInputSchema } from '@ajanda/contracts/contacts.contract'
import {
  IMPORT_FIELDS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_PREVIEW_ROWS,
  IMPORT_REQUIRED_FIELDS,
  type ImportEntity,
  type ImportInput,
  type ImportParseResponse,
  type ImportResult,
} from '@ajanda/contracts/imports.contract'
import { supplierInputSchema } from '@ajanda/contracts/suppliers.contract'
import type { ZodType } from 'zod'
import type { AppContext } from '../../platform/context'
import { companyScope } from '../../platform/count-cache'
import { FieldErrors, type FieldMessage, FieldValidationError } from '../../platform/errors'
import { t } from '../../platform/messages'
import type { AuthState } from '../../platform/request-context'
import { readSheetUpload } from '../../platform/uploads/sheet-upload'
import { createClientsService } from '../clients/clients.service'
import { createContactsService } from '../contacts/contacts.service'
import { createSuppliersService } from '../suppliers/suppliers.service'
import { DuplicateIndex } from './duplicate-index'
import { suggestMappings } from './import-headers'
import { loadImportLookups } from './import-lookups'
import { type ImportLookups, inputOfRow, type RawRow, SCHEMA_FIELD_TO_IMPORT } from './import-rows'
import { createImportsRepository } from './imports.repository'

const SCHEMAS: Record<ImportEntity, ZodType> = {
  clients: clientInputSchema,
  suppliers: supplierInputSchema,
  contacts: contactInputSchema,
}

type Prepared = { row: number; values: Record<string, unknown>; categoryIds: number[] }

/**
 * Imports clients, suppliers or contacts from rows of a sheet: each row goes through the form's schema
 * and the form's preparation; rows with errors are reported and left out, duplicates (of a stored record
 * or of an earlier row) are flagged and left out, and the rest is stored in one transaction.
 */
export function createImportsService(ctx: AppContext) {
  const clients = createClientsService(ctx)
  const suppliers = createSuppliersService(ctx)
  const contacts = createContactsService(ctx)

  function checkMappings(entity: ImportEntity, input: ImportInput) {
    const errors = new FieldErrors()
    const known = new Set<string>(IMPORT_FIELDS[entity])
    for (const field of Object.keys(input.mappings))
      if (!known.has(field)) errors.add(`mappings.${field}`, { validation: 'unknown_field' })
    for (const field of IMPORT_REQUIRED_FIELDS[entity])
      if (input.mappings[field] === undefined) errors.add(`mappings.${field}`, { validation: 'required' })
    errors.throwIfAny()
  }

  /** The form's preparation (phones, IBAN, folded name) of a row that passed the schema. */
  function prepare(entity: ImportEntity, parsed: Record<string, unknown>) {
    if (entity === 'clients') {
      const { values, errors } = clients.prepare(parsed)
      return { values: values as Record<string, unknown>, errors, categoryIds: [] }
    }
    if (entity === 'suppliers') {
      const { values, errors } = suppliers.prepare(parsed)
      return {
        values: values as Record<string, unknown>,
        errors,
        categoryIds: (parsed.category_ids as number[]) ?? [],
      }
    }
    const errors = new FieldErrors()
    const values = contacts.prepare(parsed, errors) as Record<string, unknown>
    const [type, id] = String(parsed.company_id).split('-')
    Object.assign(values, {
      contact_type: type,
      client_id: type === 'C' ? Number(id) : null,
      supplier_id: type === 'S' ? Number(id) : null,
    })
    return { values, errors, categoryIds: [] }
  }

  const say = (locale: Locale, message: FieldMessage) =>
    'key' in message
      ? t(locale, message.key, message.params)
      : validationMessage(locale, message.validation, message.params)

  return {
    /** The first sheet of an uploaded file, for the mapping step; 422 on `file` for what cannot be read. */
    async parse(entity: ImportEntity, bytes: Buffer): Promise<ImportParseResponse> {
      const rows = await readSheetUpload(bytes, { maxRows: IMPORT_MAX_ROWS, maxColumns: IMPORT_MAX_COLUMNS })
      const headers = rows[0] ?? []
      if (rows.length < 2) throw FieldValidationError.of('file', { key: 'import_empty' })
      return {
        headers,
        rows,
        total: rows.length - 1,
        suggested_mappings: suggestMappings(entity, headers),
      }
    },

    async run(
      auth: AuthState,
      entity: ImportEntity,
      input: ImportInput,
      locale: Locale,
    ): Promise<ImportResult> {
      checkMappings(entity, input)
      const companyId = auth.user.event_company_id
      const offset = input.header_row ? 1 : 0
      const dataRows = input.rows.slice(offset)
      if (dataRows.length === 0) new FieldErrors().add('rows', { key: 'import_empty' }).throwIfAny()
      const lookups: ImportLookups = await loadImportLookups(ctx.db, companyId, entity)
      const repo = createImportsRepository(ctx.db)
      const existing =
        entity === 'clients'
          ? await repo.existingClients(companyId)
          : entity === 'suppliers'
            ? await repo.existingSuppliers(companyId)
            : await repo.existingContacts(companyId)
      const duplicates = new DuplicateIndex(entity, existing)

      const result: ImportResult = {
        created: 0,
        skipped_duplicates: 0,
        errors: [],
        duplicates: [],
        preview: [],
        message: '',
      }
      const good: Prepared[] = []
      dataRows.forEach((cells, index) => {
        const rowNumber = index + offset + 1
        const raw: RawRow = {}
        for (const [field, column] of Object.entries(input.mappings)) {
          const value = cells[column]?.trim()
          if (value) raw[field] = value
        }
        const { input: body, unknown } = inputOfRow(entity, raw, lookups)
        const rowErrors: { field: string; message: string }[] = unknown.map((item) => ({
          field: item.field,
          message: t(locale, 'import_unknown_value', { value: item.value }),
        }))
        const flagged = new Set(unknown.map((item) => item.field))
        const parsed = SCHEMAS[entity].safeParse(body, { reportInput: true })
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            const path = String(issue.path[0] ?? 'row')
            const field = SCHEMA_FIELD_TO_IMPORT[path] ?? path
            if (!flagged.has(field)) rowErrors.push({ field, message: translateIssue(issue, locale) })
          }
        }
        let prepared: ReturnType<typeof prepare> | undefined
        if (parsed.success) {
          prepared = prepare(entity, parsed.data as Record<string, unknown>)
          for (const [field, messages] of Object.entries(prepared.errors.fields))
            for (const message of messages) rowErrors.push({ field, message: say(locale, message) })
        }
        const data = Object.fromEntries(
          Object.entries(raw).map(([field, value]) => [field, value ?? null]),
        ) as Record<string, string | null>
        if (rowErrors.length > 0 || !prepared) {
          result.errors.push(...rowErrors.map((error) => ({ row: rowNumber, ...error })))
          if (result.preview.length < IMPORT_PREVIEW_ROWS)
            result.preview.push({ row: rowNumber, status: 'error', data })
          return
        }
        const duplicateOf = duplicates.check(prepared.values, rowNumber)
        if (duplicateOf) {
          result.duplicates.push({
            row: rowNumber,
            name: String(prepared.values.name),
            duplicate_of: duplicateOf,
          })
          if (result.preview.length < IMPORT_PREVIEW_ROWS)
            result.preview.push({ row: rowNumber, status: 'duplicate', data })
          return
        }
        good.push({ row: rowNumber, values: prepared.values, categoryIds: prepared.categoryIds })
        if (result.preview.length < IMPORT_PREVIEW_ROWS)
          result.preview.push({ row: rowNumber, status: 'create', data })
      })

      if (!input.dry_run && good.length > 0) {
        await ctx.db.transaction(async (tx) => {
          if (entity === 'clients')
            await clients.insertMany(
              tx,
              auth,
              good.map((row) => row.values),
            )
          else if (entity === 'suppliers')
            await suppliers.insertMany(
              tx,
              auth,
              good.map((row) => ({ values: row.values, categoryIds: row.categoryIds })),
            )
          else
            await contacts.insertMany(
              tx,
              auth,
              good.map((row) => row.values),
            )
        })
        ctx.counts.clear(companyScope('address-book', companyId))
      }
      result.created = good.length
      result.skipped_duplicates = result.duplicates.length
      const counts = {
        created: good.length,
        duplicates: result.duplicates.length,
        errors: new Set(result.errors.map((error) => error.row)).size,
      }
      result.message = t(locale, input.dry_run ? 'import_checked' : 'import_done', counts)
      return result
    },
  }
}
