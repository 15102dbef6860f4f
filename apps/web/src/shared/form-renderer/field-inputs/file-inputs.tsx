import { DOCUMENT_MIME_TYPES, IMAGE_MIME_TYPES } from '@ajanda/contracts/forms/field-types'
import { Anchor, Button, Fieldset, FileInput, Group, Image, Paper, Stack, Text } from '@mantine/core'
import { IconMicrophone, IconPaperclip, IconPlayerStop, IconTrash } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type SignaturePad from 'signature_pad'
import { asFile, asNumber, type FieldInputProps, type FileAnswer } from '../field-input-props'
import { useClearLabel } from './clear-label'
import { FieldFoot, GroupLegend } from './field-foot'

/** A picked file as an answer: uploaded by the page's service, or kept as a local object URL (preview). */
async function fileAnswer(p: FieldInputProps, file: File | Blob, name: string): Promise<FileAnswer> {
  const named = file instanceof File ? file : new File([file], name, { type: file.type })
  if (p.services.uploadFile) return p.services.uploadFile(p.field.id, named)
  return {
    url: URL.createObjectURL(named),
    name,
    size: named.size,
    mime: named.type || 'application/octet-stream',
  }
}

function sizeText(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: 1 })
  if (bytes >= 1024 * 1024) return `${format.format(bytes / 1024 / 1024)} MB`
  return `${format.format(Math.max(bytes / 1024, 0.1))} KB`
}

/**
 * The public page's answers name their file by the server's opaque `upload:` reference (issue 21 item
 * 2), which no browser opens: such an answer is shown by its name, not as a link or an image.
 */
const opensInBrowser = (url: string) => !url.startsWith('upload:')

/** A picked image's own object URL while it is picked, for its preview. */
function useLocalPreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file?.type.startsWith('image/')) {
      setUrl(null)
      return
    }
    const local = URL.createObjectURL(file)
    setUrl(local)
    return () => URL.revokeObjectURL?.(local)
  }, [file])
  return url
}

/** file_uploader: props file_type (image or file) limits what may be picked; file_size in MB. */
export function FileUploaderInput(p: FieldInputProps) {
  const { t } = useTranslation('formRenderer', { lng: p.locale })
  const images = p.field.file_type === 'image'
  const answer = asFile(p.value)
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const maxMb = p.field.file_size ?? 10
  const clearLabel = useClearLabel(p.locale)
  const localPreview = useLocalPreview(file)
  const preview = localPreview ?? (answer && opensInBrowser(answer.url) ? answer.url : null)
  const pick = async (picked: File | null) => {
    setFile(picked)
    setFailed(false)
    if (!picked) {
      p.onChange(null)
      return
    }
    setBusy(true)
    try {
      p.onChange(await fileAnswer(p, picked, picked.name))
    } catch {
      setFailed(true)
      setFile(null)
    } finally {
      setBusy(false)
    }
  }
  const hint = t(images ? 'file.imageHint' : 'file.fileHint', { max: maxMb })
  return (
    <Stack gap={6}>
      <FileInput
        label={p.label}
        description={[p.description, hint].filter(Boolean).join('\n')}
        placeholder={p.placeholder || t('file.pick')}
        error={p.error ?? (failed ? t('file.failed') : undefined)}
        withAsterisk={p.required}
        readOnly={p.readOnly}
        disabled={busy}
        clearable
        clearButtonProps={{ 'aria-label': clearLabel }}
        accept={(images ? IMAGE_MIME_TYPES : DOCUMENT_MIME_TYPES).join(',')}
        leftSection={<IconPaperclip size={16} />}
        value={file}
        onChange={(picked) => void pick(picked)}
        styles={{
          description: { whiteSpace: 'pre-line' },
          // The picker is a button, so its "Dosya seç" is real text (an input's placeholder is not):
          // Mantine's placeholder grey is 2.1:1 on white, axe and WCAG AA want 4.5:1.
          input: { '--input-placeholder-color': 'var(--mantine-color-dimmed)' },
        }}
      />
      {answer &&
        !file &&
        (opensInBrowser(answer.url) ? (
          <Anchor href={answer.url} target="_blank" rel="noopener noreferrer" size="sm">
            {answer.name ?? t('file.uploaded')} ({sizeText(answer.size, p.locale)})
          </Anchor>
        ) : (
          <Text size="sm">
            {answer.name ?? t('file.uploaded')} ({sizeText(answer.size, p.locale)})
          </Text>
        ))}
      {answer?.mime.startsWith('image/') && preview && (
        <Image src={preview} alt="" mah={160} w="auto" fit="contain" />
      )}
    </Stack>
  )
}

/** signature: drawn on a canvas (signature_pad, loaded when the field shows), answered as a PNG file. */
export function SignatureInput(p: FieldInputProps) {
  const { t } = useTranslation('formRenderer', { lng: p.locale })
  const canvas = useRef<HTMLCanvasElement | null>(null)
  const pad = useRef<SignaturePad | null>(null)
  const [unavailable, setUnavailable] = useState(false)
  const latest = useRef(p)
  latest.current = p
  const answer = asFile(p.value)

  useEffect(() => {
    const element = canvas.current
    if (!element || p.readOnly) return
    let cancelled = false
    let created: SignaturePad | null = null
    const save = async () => {
      if (!created || created.isEmpty()) return
      const blob = await new Promise<Blob | null>((resolve) => element.toBlob(resolve, 'image/png'))
      if (blob) latest.current.onChange(await fileAnswer(latest.current, blob, 'imza.png'))
    }
    const onEnd = () => void save().catch(() => setUnavailable(true))
    import('signature_pad')
      .then(({ default: Pad }) => {
        if (cancelled) return
        const context = element.getContext('2d')
        if (!context) {
          setUnavailable(true)
          return
        }
        const ratio = Math.max(window.devicePixelRatio || 1, 1)
        element.width = (element.offsetWidth || 320) * ratio
        element.height = (element.offsetHeight || 160) * ratio
        context.scale(ratio, ratio)
        created = new Pad(element, { backgroundColor: 'rgb(255,255,255)' })
        created.addEventListener('endStroke', onEnd)
        pad.current = created
      })
      .catch(() => setUnavailable(true))
    return () => {
      cancelled = true
      created?.removeEventListener('endStroke', onEnd)
      created?.off()
      pad.current = null
    }
  }, [p.readOnly])

  const clear = () => {
    pad.current?.clear()
    p.onChange(null)
  }
  return (
    <Fieldset
      legend={<GroupLegend label={p.label} required={p.required} />}
      variant="unstyled"
      aria-label={p.title}
    >
      {unavailable ? (
        <Text size="sm" c="dimmed">
          {t('signature.unavailable')}
        </Text>
      ) : (
        <Paper withBorder radius="sm" style={{ overflow: 'hidden', touchAction: 'none' }}>
          <canvas
            ref={canvas}
            role="img"
            aria-label={t('signature.area')}
            style={{ display: 'block', width: '100%', height: 160, cursor: 'crosshair' }}
          />
        </Paper>
      )}
      <Group justify="space-between" mt={6}>
        <Text size="xs" c="dimmed">
          {answer ? t('signature.saved') : t('signature.hint')}
        </Text>
        {!p.readOnly && (
          <Button variant="subtle" size="xs" leftSection={<IconTrash size={14} />} onClick={clear}>
            {t('signature.clear')}
          </Button>
        )}
      </Group>
      <FieldFoot description={p.description} error={p.error} />
    </Fieldset>
  )
}

/** voice_recording: MediaRecorder where the browser has it, stopped at props.max_seconds. */
export function VoiceRecordingInput(p: FieldInputProps) {
  const { t } = useTranslation('formRenderer', { lng: p.locale })
  const maxSeconds = asNumber(p.props.max_seconds) ?? 120
  const supported =
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  const [recording, setRecording] = useState(false)
  const [seconds, setSeconds] = useState(0)
  const [failed, setFailed] = useState(false)
  const recorder = useRef<MediaRecorder | null>(null)
  const latest = useRef(p)
  latest.current = p
  const answer = asFile(p.value)

  useEffect(() => {
    if (!recording) return
    const started = Date.now()
    const timer = window.setInterval(() => {
      const elapsed = Math.floor((Date.now() - started) / 1000)
      setSeconds(elapsed)
      if (elapsed >= maxSeconds) recorder.current?.stop()
    }, 250)
    return () => window.clearInterval(timer)
  }, [recording, maxSeconds])

  useEffect(() => () => recorder.current?.stop(), [])

  const start = async () => {
    setFailed(false)
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true })
      const media = new MediaRecorder(stream)
      const chunks: Blob[] = []
      const started = Date.now()
      media.ondataavailable = (event) => chunks.push(event.data)
      media.onstop = () => {
        for (const track of stream.getTracks()) track.stop()
        setRecording(false)
        recorder.current = null
        const duration = Math.min(Math.round((Date.now() - started) / 1000), maxSeconds)
        const blob = new Blob(chunks, { type: media.mimeType || 'audio/webm' })
        fileAnswer(latest.current, blob, 'kayit.webm').then(
          (file) => latest.current.onChange({ ...file, duration }),
          () => setFailed(true),
        )
      }
      recorder.current = media
      setSeconds(0)
      setRecording(true)
      media.start()
    } catch {
      setFailed(true)
    }
  }

  return (
    <Fieldset
      legend={<GroupLegend label={p.label} required={p.required} />}
      variant="unstyled"
      aria-label={p.title}
    >
      {!supported ? (
        <Text size="sm" c="dimmed">
          {t('voice.unsupported')}
        </Text>
      ) : (
        <Stack gap={6}>
          <Group gap="xs">
            {recording ? (
              <Button
                color="red"
                leftSection={<IconPlayerStop size={16} />}
                onClick={() => recorder.current?.stop()}
              >
                {t('voice.stop', { seconds, max: maxSeconds })}
              </Button>
            ) : (
              <Button
                variant="light"
                leftSection={<IconMicrophone size={16} />}
                disabled={p.readOnly}
                onClick={() => void start()}
              >
                {answer ? t('voice.again') : t('voice.start')}
              </Button>
            )}
            {answer && !recording && !p.readOnly && (
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconTrash size={14} />}
                onClick={() => p.onChange(null)}
              >
                {t('voice.remove')}
              </Button>
            )}
          </Group>
          {/* biome-ignore lint/a11y/useMediaCaption: the answerer's own recording has no captions */}
          {answer && <audio controls src={answer.url} style={{ width: '100%' }} />}
          <Text size="xs" c="dimmed">
            {t('voice.limit', { max: maxSeconds })}
          </Text>
        </Stack>
      )}
      <FieldFoot description={p.description} error={p.error ?? (failed ? t('voice.failed') : undefined)} />
    </Fieldset>
  )
}
