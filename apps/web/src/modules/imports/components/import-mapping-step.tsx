import { IMPORT_FIELDS, IMPORT_REQUIRED_FIELDS, type ImportEntity } from '@ajanda/contracts/imports.contract'
import { Select, SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ImportMappings } from '../imports.api'

/** Column mapping: for each field of the entity, the column of the sheet (first row the header) it takes. */
export function ImportMappingStep({
  entity,
  headers,
  mappings,
  onChange,
}: {
  entity: ImportEntity
  headers: readonly string[]
  mappings: ImportMappings
  onChange: (mappings: ImportMappings) => void
}) {
  const { t } = useTranslation('crm')
  const columns = headers.map((header, index) => ({
    value: String(index),
    label: header || t('import.column', { number: index + 1 }),
  }))
  const required = IMPORT_REQUIRED_FIELDS[entity]
  const set = (field: string, value: string | null) => {
    const next = { ...mappings }
    if (value === null) delete next[field]
    else next[field] = Number(value)
    onChange(next)
  }

  return (
    <>
      <Text size="sm" c="dimmed">
        {t('import.mappingHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {IMPORT_FIELDS[entity].map((field) => (
          <Select
            key={field}
            label={t(`import.fields.${field}`)}
            required={required.includes(field)}
            placeholder={t('import.unmapped')}
            data={columns}
            value={mappings[field] === undefined ? null : String(mappings[field])}
            onChange={(value) => set(field, value)}
            clearable
          />
        ))}
      </SimpleGrid>
    </>
  )
}
