import { ATTENDEE_IMPORT_FIELDS, ATTENDEE_IMPORT_REQUIRED_FIELDS } from '@ajanda/contracts/attendees.contract'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { Select, SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** field (`first_name` … or `custom.{key}`) → the header of its column. */
export type AttendeeImportMappings = Record<string, string>

/** A field a column can fill: the attendee's own or one of the project's custom columns. */
export interface AttendeeImportTarget {
  field: string
  label: string
  required: boolean
}

/** The attendee fields followed by the project's custom columns (`key` with or without "custom."). */
export function importTargets(
  label: (field: string) => string,
  custom: readonly { key: string; label: string }[],
): AttendeeImportTarget[] {
  const required: readonly string[] = ATTENDEE_IMPORT_REQUIRED_FIELDS
  return [
    ...ATTENDEE_IMPORT_FIELDS.map((field) => ({
      field,
      label: label(field),
      required: required.includes(field),
    })),
    ...custom.map((column) => ({
      field: `custom.${column.key.replace(/^custom\./, '')}`,
      label: column.label,
      required: false,
    })),
  ]
}

const simplified = (text: string) =>
  foldTurkish(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/**
 * The mapping the step starts with: the server's suggestions (header words in Turkish and English) kept
 * to known fields and headers that exist, then any header equal to a field's label or key.
 */
export function initialAttendeeMappings(
  headers: readonly string[],
  targets: readonly AttendeeImportTarget[],
  suggested: Record<string, string>,
): AttendeeImportMappings {
  const mappings: AttendeeImportMappings = {}
  const used = new Set<string>()
  const known = new Set(targets.map((target) => target.field))
  for (const [field, header] of Object.entries(suggested))
    if (known.has(field) && headers.includes(header) && !used.has(header)) {
      mappings[field] = header
      used.add(header)
    }
  for (const target of targets) {
    if (mappings[target.field] !== undefined) continue
    const names = [
      simplified(target.label),
      simplified(target.field.replace(/^custom\./, '').replace(/_/g, ' ')),
    ]
    const header = headers.find((each) => !used.has(each) && each !== '' && names.includes(simplified(each)))
    if (header !== undefined) {
      mappings[target.field] = header
      used.add(header)
    }
  }
  return mappings
}

/** The required fields no column fills yet. */
export const missingAttendeeFields = (
  targets: readonly AttendeeImportTarget[],
  mappings: AttendeeImportMappings,
) => targets.filter((target) => target.required && !mappings[target.field]).map((target) => target.field)

/** The mapping step of the attendee import: for each field, the sheet's column it takes. */
export function AttendeeImportMapping({
  headers,
  targets,
  mappings,
  onChange,
}: {
  headers: readonly string[]
  targets: readonly AttendeeImportTarget[]
  mappings: AttendeeImportMappings
  onChange: (mappings: AttendeeImportMappings) => void
}) {
  const { t } = useTranslation('attendees')
  const columns = [...new Set(headers.filter((header) => header.trim() !== ''))]
  const set = (field: string, value: string | null) => {
    const next = { ...mappings }
    if (value === null) delete next[field]
    else next[field] = value
    onChange(next)
  }
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('transfer.mappingHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {targets.map((target) => (
          <Select
            key={target.field}
            label={target.label}
            required={target.required}
            placeholder={t('transfer.unmapped')}
            data={columns}
            value={mappings[target.field] ?? null}
            onChange={(value) => set(target.field, value)}
            clearable
            searchable
          />
        ))}
      </SimpleGrid>
    </>
  )
}
