import type { ImportResult } from '@ajanda/contracts/imports.contract'
import { Badge, Group, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

const STATUS_COLOR = { create: 'green.9', duplicate: 'orange.9', error: 'red.9' } as const

/** A dry run's preview or a run's report: counts, row errors, flagged duplicates and the first rows. */
export function ImportResultView({ result, dryRun }: { result: ImportResult; dryRun: boolean }) {
  const { t } = useTranslation('crm')
  const columns = Object.keys(result.preview[0]?.data ?? {})

  return (
    <Stack gap="sm">
      <Group gap="xs" data-testid="import-counts">
        <Badge color="green.9" variant="light">
          {t(dryRun ? 'import.willCreate' : 'import.created', { count: result.created })}
        </Badge>
        <Badge color="orange.9" variant="light">
          {t('import.skipped', { count: result.skipped_duplicates })}
        </Badge>
        <Badge color="red.9" variant="light">
          {t('import.errors', { count: result.errors.length })}
        </Badge>
      </Group>
      {result.errors.length > 0 && (
        <Table.ScrollContainer minWidth={420} mah={200}>
          <Table verticalSpacing={4} aria-label={t('import.errorsTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th className="numeric">{t('import.row')}</Table.Th>
                <Table.Th>{t('import.field')}</Table.Th>
                <Table.Th>{t('import.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.errors.map((error) => (
                <Table.Tr key={`${error.row}-${error.field}`}>
                  <Table.Td className="numeric">{error.row}</Table.Td>
                  <Table.Td>{error.field}</Table.Td>
                  <Table.Td>{error.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {result.duplicates.length > 0 && (
        <Stack gap={2} aria-label={t('import.duplicatesTitle')}>
          {result.duplicates.map((duplicate) => (
            <Text key={duplicate.row} size="sm">
              {t('import.duplicateOf', {
                row: duplicate.row,
                name: duplicate.name,
                of: duplicate.duplicate_of.row
                  ? t('import.rowNumber', { row: duplicate.duplicate_of.row })
                  : duplicate.duplicate_of.name,
              })}
            </Text>
          ))}
        </Stack>
      )}
      {dryRun && result.preview.length > 0 && (
        <Table.ScrollContainer minWidth={560} mah={260}>
          <Table stickyHeader verticalSpacing={4} aria-label={t('import.previewTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th className="numeric">{t('import.row')}</Table.Th>
                <Table.Th>{t('import.status')}</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.preview.map((row) => (
                <Table.Tr key={row.row}>
                  <Table.Td className="numeric">{row.row}</Table.Td>
                  <Table.Td>
                    <Badge size="xs" variant="light" color={STATUS_COLOR[row.status]}>
                      {t(`import.statuses.${row.status}`)}
                    </Badge>
                  </Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column}>{row.data[column] ?? ''}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
