import {
  IMPORT_MAX_MB,
  type ImportEntity,
  type ImportParseResponse,
  type ImportResult,
} from '@ajanda/contracts/imports.contract'
import { Button, FileButton, Group, Modal, Stack, Stepper, Text } from '@mantine/core'
import { IconFileImport, IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import {
  type ImportMappings,
  initialMappings,
  missingRequired,
  parseImportFile,
  useRunImport,
} from '../imports.api'
import { ImportMappingStep } from './import-mapping-step'
import { ImportResultView } from './import-result-view'

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const errorText = (error: unknown) =>
  isApiError(error) ? (Object.values(error.errors)[0]?.[0] ?? error.message) : String(error)

function ImportFlow({ entity, onClose }: { entity: ImportEntity; onClose: () => void }) {
  const { t } = useTranslation(['crm', 'common'])
  const run = useRunImport(entity)
  const [step, setStep] = useState(0)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [parsed, setParsed] = useState<ImportParseResponse | null>(null)
  const [mappings, setMappings] = useState<ImportMappings>({})
  const [preview, setPreview] = useState<ImportResult | null>(null)
  const [report, setReport] = useState<ImportResult | null>(null)
  const missing = missingRequired(entity, mappings)

  const choose = async (file: File | null) => {
    if (!file) return
    setError(null)
    setBusy(true)
    try {
      const result = await parseImportFile(entity, file)
      setParsed(result)
      setMappings(initialMappings(entity, result))
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
      const result = await run.mutateAsync({ mappings, rows: parsed.rows, dry_run: dryRun })
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
        <Stepper.Step label={t('import.steps.file')}>
          <Stack align="center" gap="sm" py="md">
            <Text size="sm" c="dimmed">
              {t('import.fileHint', { max: IMPORT_MAX_MB })}
            </Text>
            <FileButton onChange={(file) => void choose(file)} accept={XLSX_TYPES}>
              {(props) => (
                <Button {...props} loading={busy} leftSection={<IconUpload size={16} aria-hidden />}>
                  {t('import.choose')}
                </Button>
              )}
            </FileButton>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('import.steps.mapping')}>
          {parsed && (
            <Stack gap="sm">
              <Text size="sm">{t('import.rowsFound', { count: parsed.total })}</Text>
              <ImportMappingStep
                entity={entity}
                headers={parsed.headers}
                mappings={mappings}
                onChange={setMappings}
              />
              <Group justify="flex-end">
                <Button disabled={missing.length > 0} loading={run.isPending} onClick={() => void send(true)}>
                  {t('import.preview')}
                </Button>
              </Group>
            </Stack>
          )}
        </Stepper.Step>
        <Stepper.Step label={t('import.steps.preview')}>
          {preview && (
            <Stack gap="sm">
              <ImportResultView result={preview} dryRun />
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(1)}>
                  {t('import.back')}
                </Button>
                <Button
                  leftSection={<IconFileImport size={16} aria-hidden />}
                  disabled={preview.created === 0}
                  loading={run.isPending}
                  onClick={() => void send(false)}
                >
                  {t('import.run')}
                </Button>
              </Group>
            </Stack>
          )}
        </Stepper.Step>
        <Stepper.Completed>
          {report && (
            <Stack gap="sm">
              <ImportResultView result={report} dryRun={false} />
              <Group justify="flex-end">
                <Button onClick={onClose}>{t('common:actions.close')}</Button>
              </Group>
            </Stack>
          )}
        </Stepper.Completed>
      </Stepper>
    </Stack>
  )
}

/** "İçe aktar": upload an .xlsx, map its columns, preview (dry run), import; report what happened. */
export function ImportButton({ entity }: { entity: ImportEntity }) {
  const { t } = useTranslation(['crm', 'common'])
  const [opened, setOpened] = useState(false)
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('import.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t(`import.titles.${entity}`)}
        size="xl"
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        {opened && <ImportFlow entity={entity} onClose={() => setOpened(false)} />}
      </Modal>
    </>
  )
}
