import { Button, FileButton, Group, Stack, Stepper, Text } from '@mantine/core'
import { IconFileImport, IconUpload } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import { isApiError } from '../api/api-error'
import { ErrorAlert } from './error-alert'
import { notifySuccess } from './notify'

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const errorText = (error: unknown) =>
  isApiError(error) ? (Object.values(error.errors)[0]?.[0] ?? error.message) : String(error)

/** The words of one wizard, in its module's namespace. */
export interface ImportWizardTexts {
  steps: { file: string; mapping: string; preview: string }
  fileHint: string
  choose: string
  rowsFound: (count: number) => string
  check: string
  back: string
  run: string
  close: string
}

/**
 * The import of an .xlsx in four steps, the same for every list that takes one (clients, suppliers,
 * contacts, attendees): choose the file (parsed by the server), map its columns, check the rows (a dry
 * run), import; each step's failure shows above the steps and leaves the work done so far. The module
 * gives its parse and run calls, its mapping step and its result view.
 */
export function ImportWizard<Parsed extends { total: number }, Result extends { message: string }>({
  texts,
  parse,
  run,
  running,
  ready,
  mapping,
  result,
  canImport,
  onClose,
}: {
  texts: ImportWizardTexts
  /** Uploads and parses the file; the mapping step starts from what it gives. */
  parse: (file: File) => Promise<Parsed>
  run: (parsed: Parsed, dryRun: boolean) => Promise<Result>
  running: boolean
  /** Whether the mapping is complete enough to check (every required field mapped). */
  ready: boolean
  mapping: (parsed: Parsed) => ReactNode
  result: (result: Result, dryRun: boolean) => ReactNode
  /** Whether the checked rows leave anything to import. */
  canImport: (preview: Result) => boolean
  onClose: () => void
}) {
  const [step, setStep] = useState(0)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [parsed, setParsed] = useState<Parsed | null>(null)
  const [preview, setPreview] = useState<Result | null>(null)
  const [report, setReport] = useState<Result | null>(null)

  const choose = async (file: File | null) => {
    if (!file) return
    setError(null)
    setBusy(true)
    try {
      setParsed(await parse(file))
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
      const answer = await run(parsed, dryRun)
      if (dryRun) {
        setPreview(answer)
        setStep(2)
      } else {
        setReport(answer)
        notifySuccess(answer.message)
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
        <Stepper.Step label={texts.steps.file}>
          <Stack align="center" gap="sm" py="md">
            <Text size="sm" c="dimmed">
              {texts.fileHint}
            </Text>
            <FileButton onChange={(file) => void choose(file)} accept={XLSX_TYPES}>
              {(props) => (
                <Button {...props} loading={busy} leftSection={<IconUpload size={16} aria-hidden />}>
                  {texts.choose}
                </Button>
              )}
            </FileButton>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={texts.steps.mapping}>
          {parsed && (
            <Stack gap="sm">
              <Text size="sm">{texts.rowsFound(parsed.total)}</Text>
              {mapping(parsed)}
              <Group justify="flex-end">
                <Button disabled={!ready} loading={running} onClick={() => void send(true)}>
                  {texts.check}
                </Button>
              </Group>
            </Stack>
          )}
        </Stepper.Step>
        <Stepper.Step label={texts.steps.preview}>
          {preview && (
            <Stack gap="sm">
              {result(preview, true)}
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(1)}>
                  {texts.back}
                </Button>
                <Button
                  leftSection={<IconFileImport size={16} aria-hidden />}
                  disabled={!canImport(preview)}
                  loading={running}
                  onClick={() => void send(false)}
                >
                  {texts.run}
                </Button>
              </Group>
            </Stack>
          )}
        </Stepper.Step>
        <Stepper.Completed>
          {report && (
            <Stack gap="sm">
              {result(report, false)}
              <Group justify="flex-end">
                <Button onClick={onClose}>{texts.close}</Button>
              </Group>
            </Stack>
          )}
        </Stepper.Completed>
      </Stepper>
    </Stack>
  )
}
