import {
  ATTENDEE_IMPORT_MAX_ROWS,
  type AttendeeImportInput,
  type AttendeeImportParseResponse,
  type AttendeeImportResult,
} from '@ajanda/contracts/attendees.contract'
import { IMPORT_MAX_MB } from '@ajanda/contracts/imports.contract'
import {
  Button,
  FileButton,
  Group,
  Modal,
  MultiSelect,
  ScrollArea,
  Stack,
  Stepper,
  Table,
  Text,
} from '@mantine/core'
import { IconFileImport, IconUpload } from '@tabler/icons-react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../../shared/api/api-client'
import { isApiError } from '../../../shared/api/api-error'
import { uploadFile } from '../../../shared/api/upload-file'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { type BadgeTone, ToneBadge } from '../../../shared/ui/tone-badge'
import { attendeeKeys } from '../attendees.api'
import {
  AttendeeImportMapping,
  type AttendeeImportMappings,
  importTargets,
  initialAttendeeMappings,
  missingAttendeeFields,
} from './attendee-import-mapping'

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
/** Rows the result table draws; the counts above it cover every row. */
const SHOWN_ROWS = 200

const errorText = (error: unknown) =>
  isApiError(error) ? (Object.values(error.errors)[0]?.[0] ?? error.message) : String(error)

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
  const [step, setStep] = useState(0)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [parsed, setParsed] = useState<AttendeeImportParseResponse | null>(null)
  const [mappings, setMappings] = useState<AttendeeImportMappings>({})
  const [listIds, setListIds] = useState<string[]>([])
  const [preview, setPreview] = useState<AttendeeImportResult | null>(null)
  const [report, setReport] = useState<AttendeeImportResult | null>(null)
  const missing = missingAttendeeFields(targets, mappings)

  const choose = async (file: File | null) => {
    if (!file) return
    setError(null)
    setBusy(true)
    try {
      const result = await uploadFile<AttendeeImportParseResponse>(
        `/project/${projectId}/attendees/import/parse`,
        file,
      )
      setParsed(result)
      setMappings(initialAttendeeMappings(result.headers, targets, result.suggested_mappings))
      setStep(1)
    } catch (failure) {
      setError(errorText(failure))
    } finally {
      setBusy(false)
    }
  }
  const send = async (dryRun: boolean) => {
    if (!parsed) return
    setError(null)
    try {
      const result = await run.mutateAsync({
        mappings,
        headers: parsed.headers,
        data: parsed.rows.slice(1),
        list_ids: listIds.map(Number),
        dry_run: dryRun,
      })
      if (dryRun) {
        setPreview(result)
        setStep(2)
      } else {
        setReport(result)
        notifySuccess(result.message)
        setStep(3)
      }
    } catch (failure) {
      setError(errorText(failure))
    }
  }

  return (
    <Stack gap="md">
      <ErrorAlert message={error} />
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t('transfer.steps.file')}>
          <Stack align="center" gap="sm" py="md">
            <Text size="sm" c="dimmed">
              {t('transfer.fileHint', { max: IMPORT_MAX_MB, rows: ATTENDEE_IMPORT_MAX_ROWS })}
            </Text>
            <FileButton onChange={(file) => void choose(file)} accept={XLSX_TYPES}>
              {(props) => (
                <Button {...props} loading={busy} leftSection={<IconUpload size={16} aria-hidden />}>
                  {t('transfer.choose')}
                </Button>
              )}
            </FileButton>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('transfer.steps.mapping')}>
          {parsed && (
            <Stack gap="sm">
              <Text size="sm">{t('transfer.rowsFound', { count: parsed.total })}</Text>
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
              <Group justify="flex-end">
                <Button disabled={missing.length > 0} loading={run.isPending} onClick={() => void send(true)}>
                  {t('transfer.check')}
                </Button>
              </Group>
            </Stack>
          )}
        </Stepper.Step>
        <Stepper.Step label={t('transfer.steps.preview')}>
          {preview && (
            <Stack gap="sm">
              <ResultTable result={preview} />
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(1)}>
                  {t('transfer.back')}
                </Button>
                <Button
                  leftSection={<IconFileImport size={16} aria-hidden />}
                  disabled={preview.created + preview.updated === 0}
                  loading={run.isPending}
                  onClick={() => void send(false)}
                >
                  {t('transfer.run')}
                </Button>
              </Group>
            </Stack>
          )}
        </Stepper.Step>
        <Stepper.Completed>
          {report && (
            <Stack gap="sm">
              <ResultTable result={report} />
              <Group justify="flex-end">
                <Button onClick={onClose}>{t('transfer.close')}</Button>
              </Group>
            </Stack>
          )}
        </Stepper.Completed>
      </Stepper>
    </Stack>
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
