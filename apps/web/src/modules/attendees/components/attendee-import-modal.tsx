import {
  ATTENDEE_IMPORT_MAX_ROWS,
  type AttendeeImportInput,
  type AttendeeImportParseResponse,
  type AttendeeImportResult,
} from '@ajanda/contracts/attendees.contract'
import { IMPORT_MAX_MB } from '@ajanda/contracts/imports.contract'
import { Button, Modal, MultiSelect, ScrollArea, Stack, Table, Text } from '@mantine/core'
import { IconFileImport } from '@tabler/icons-react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../../shared/api/api-client'
import { uploadFile } from '../../../shared/api/upload-file'
import { ImportWizard } from '../../../shared/ui/import-wizard'
import { type BadgeTone, ToneBadge } from '../../../shared/ui/tone-badge'
import { attendeeKeys } from '../attendees.api'
import {
  AttendeeImportMapping,
  type AttendeeImportMappings,
  importTargets,
  initialAttendeeMappings,
  missingAttendeeFields,
} from './attendee-import-mapping'

/** Rows the result table draws; the counts above it cover every row. */
const SHOWN_ROWS = 200

const STATUS_TONES = { created: 'green', updated: 'blue', error: 'red' } as const satisfies Record<
  string,
  BadgeTone
>

function ResultTable({ result }: { result: AttendeeImportResult }) {
  const { t } = useTranslation('attendees')
  const words = result.dry_run ? 'transfer.rowStatus' : 'transfer.rowStatusDone'
  const shown = result.rows.slice(0, SHOWN_ROWS)
  return (
    <Stack gap="xs">
      <Text size="sm">{result.message}</Text>
      <ScrollArea.Autosize mah={360}>
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('transfer.result.row')}</Table.Th>
              <Table.Th>{t('transfer.result.name')}</Table.Th>
              <Table.Th>{t('transfer.result.email')}</Table.Th>
              <Table.Th>{t('transfer.result.status')}</Table.Th>
              <Table.Th>{t('transfer.result.errors')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.email ?? ''}</Table.Td>
                <Table.Td>
                  <ToneBadge tone={STATUS_TONES[row.status]}>{t(`${words}.${row.status}`)}</ToneBadge>
                </Table.Td>
                <Table.Td>
                  {Object.entries(row.errors)
                    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
                    .join('; ')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {result.rows.length > SHOWN_ROWS && (
        <Text size="xs" c="dimmed">
          {t('transfer.moreRows', { count: result.rows.length - SHOWN_ROWS })}
        </Text>
      )}
    </Stack>
  )
}

function ImportFlow({
  projectId,
  lists,
  customColumns,
  onClose,
}: {
  projectId: number
  lists: readonly { id: number; name: string }[]
  customColumns: readonly { key: string; label: string }[]
  onClose: () => void
}) {
  const { t } = useTranslation('attendees')
  const queryClient = useQueryClient()
  const targets = useMemo(
    () => importTargets((field) => t(`columns.${field}` as 'columns.first_name'), customColumns),
    [t, customColumns],
  )
  const run = useMutation({
    mutationFn: (input: AttendeeImportInput) =>
      api.post<AttendeeImportResult>(`/project/${projectId}/attendees/import`, input),
    onSuccess: (result) => {
      if (!result.dry_run) void queryClient.invalidateQueries({ queryKey: attendeeKeys.project(projectId) })
      if (!result.dry_run) void queryClient.invalidateQueries({ queryKey: attendeeKeys.lists(projectId) })
    },
  })
  const [mappings, setMappings] = useState<AttendeeImportMappings>({})
  const [listIds, setListIds] = useState<string[]>([])
  return (
    <ImportWizard<AttendeeImportParseResponse, AttendeeImportResult>
      texts={{
        steps: {
          file: t('transfer.steps.file'),
          mapping: t('transfer.steps.mapping'),
          preview: t('transfer.steps.preview'),
        },
        fileHint: t('transfer.fileHint', { max: IMPORT_MAX_MB, rows: ATTENDEE_IMPORT_MAX_ROWS }),
        choose: t('transfer.choose'),
        rowsFound: (count) => t('transfer.rowsFound', { count }),
        check: t('transfer.check'),
        back: t('transfer.back'),
        run: t('transfer.run'),
        close: t('transfer.close'),
      }}
      parse={async (file) => {
        const parsed = await uploadFile<AttendeeImportParseResponse>(
          `/project/${projectId}/attendees/import/parse`,
          file,
        )
        setMappings(initialAttendeeMappings(parsed.headers, targets, parsed.suggested_mappings))
        return parsed
      }}
      run={(parsed, dryRun) =>
        run.mutateAsync({
          mappings,
          headers: parsed.headers,
          data: parsed.rows.slice(1),
          list_ids: listIds.map(Number),
          dry_run: dryRun,
        })
      }
      running={run.isPending}
      ready={missingAttendeeFields(targets, mappings).length === 0}
      mapping={(parsed) => (
        <>
          <AttendeeImportMapping
            headers={parsed.headers}
            targets={targets}
            mappings={mappings}
            onChange={setMappings}
          />
          {lists.length > 0 && (
            <MultiSelect
              label={t('transfer.addToLists')}
              data={lists.map((list) => ({ value: String(list.id), label: list.name }))}
              value={listIds}
              onChange={setListIds}
              clearable
            />
          )}
        </>
      )}
      result={(result) => <ResultTable result={result} />}
      canImport={(preview) => preview.created + preview.updated > 0}
      onClose={onClose}
    />
  )
}

/** "İçe aktar": upload an .xlsx, map its columns, check (dry run), import; the result per row. */
export function AttendeeImportButton({
  projectId,
  lists,
  customColumns,
}: {
  projectId: number
  lists: readonly { id: number; name: string }[]
  customColumns: readonly { key: string; label: string }[]
}) {
  const { t } = useTranslation('attendees')
  const [opened, setOpened] = useState(false)
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('transfer.importButton')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('transfer.importTitle')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('transfer.close') }}
      >
        {opened && (
          <ImportFlow
            projectId={projectId}
            lists={lists}
            customColumns={customColumns}
            onClose={() => setOpened(false)}
          />
        )}
      </Modal>
    </>
  )
}
