import '@mantine/dropzone/styles.css'
import type { Locale } from '@ajanda/contracts/common/locale'
import type { PhotoUploader } from '@ajanda/contracts/photos.contract'
import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { IconCamera, IconPhotoUp, IconRefresh, IconWifiOff, IconX } from '@tabler/icons-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { api } from '../../shared/api/api-client'
import { isApiError } from '../../shared/api/api-error'
import { ToneBadge } from '../../shared/ui/tone-badge'
import { applyPublicLanguage, browserLanguages, publicLocale } from '../public-locale'
import { PublicPageFrame } from '../public-page-frame'
import { registerPhotoTexts } from './photo-texts'
import { sizeText } from './size-text'
import { type QueueItem, usePhotoQueue } from './use-photo-queue'

registerPhotoTexts()

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif'

const looksLikePhoto = (file: File) => file.type.startsWith('image/') || /\.(heic|heif)$/i.test(file.name)

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; link: PhotoUploader }
  | { kind: 'stopped'; message: string }
  | { kind: 'failed' }

function ItemRow({
  item,
  locale,
  canRetry,
  onRetry,
  onRemove,
}: {
  item: QueueItem
  locale: Locale
  canRetry: boolean
  onRetry(): void
  onRemove(): void
}) {
  const { t } = useTranslation('photos', { lng: locale })
  const percent = item.size > 0 ? Math.round((item.received / item.size) * 100) : 0
  const tone =
    item.status === 'done'
      ? 'green'
      : item.status === 'failed'
        ? 'red'
        : item.status === 'waiting'
          ? 'gray'
          : 'blue'
  return (
    <Stack gap={4} data-testid="photo-item" data-name={item.name} data-status={item.status}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {item.name}
        </Text>
        <Group gap={4} wrap="nowrap">
          <ToneBadge tone={tone}>{t(`page.status.${item.status}`)}</ToneBadge>
          {item.status === 'failed' && canRetry && (
            <ActionIcon variant="subtle" aria-label={t('page.retryFile')} onClick={onRetry}>
              <IconRefresh size={16} aria-hidden />
            </ActionIcon>
          )}
          {(item.status === 'failed' || item.status === 'done') && (
            <ActionIcon variant="subtle" color="gray.7" aria-label={t('page.remove')} onClick={onRemove}>
              <IconX size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Group>
      <Progress.Root size="md">
        <Progress.Section
          value={percent}
          color={item.status === 'failed' ? 'red.8' : item.status === 'done' ? 'green.8' : 'blue.7'}
          aria-label={t('page.progress', { name: item.name, percent })}
        />
      </Progress.Root>
      {item.error && (
        <Text size="sm" c="red.9">
          {item.error}
        </Text>
      )}
    </Stack>
  )
}

function UploaderBody({ code, locale }: { code: string; locale: Locale }) {
  const { t } = useTranslation('photos', { lng: locale })
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine)
  const openRef = useRef<() => void>(null)
  const cameraRef = useRef<HTMLInputElement>(null)

  const load = useCallback(
    (signal?: AbortSignal) =>
      api
        .get<PhotoUploader>(`/photo-uploader/${encodeURIComponent(code)}`, { locale }, signal)
        .then((link) => setState((now) => (now.kind === 'stopped' ? now : { kind: 'ready', link })))
        .catch((error: unknown) => {
          if (signal?.aborted) return
          if (isApiError(error) && (error.status === 404 || error.status === 410))
            return setState({
              kind: 'stopped',
              message: error.status === 404 ? t('page.notFound') : error.message,
            })
          setState((now) => (now.kind === 'ready' ? now : { kind: 'failed' }))
        }),
    [code, locale, t],
  )
  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine)
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])

  const link = state.kind === 'ready' ? state.link : null
  const queue = usePhotoQueue({
    code,
    locale,
    chunkBytes: link?.chunk_bytes ?? 1024 * 1024,
    onStored: () => void load(),
    onStopped: (message) => setState({ kind: 'stopped', message }),
    heicFailed: t('page.heicFailed'),
  })
  const add = (chosen: File[]) => {
    if (!link) return
    queue.add(chosen, (file) => {
      if (!looksLikePhoto(file)) return t('page.notImage')
      if (file.size > link.max_file_bytes)
        return t('page.tooLarge', { max: sizeText(link.max_file_bytes, locale) })
      return null
    })
  }
  const done = queue.items.filter((item) => item.status === 'done').length

  if (state.kind === 'loading')
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('page.loading')} />
      </Center>
    )
  if (state.kind === 'failed')
    return (
      <Stack>
        <Alert color="red.8" variant="light">
          {t('page.loadFailed')}
        </Alert>
        <Button variant="light" onClick={() => void load()}>
          {t('page.retry')}
        </Button>
      </Stack>
    )

  return (
    <Stack gap="md">
      {link && (
        <Stack gap={4} ta="center">
          {link.branding.logo && (
            <Center>
              <Image
                src={link.branding.logo}
                alt={link.branding.company_name}
                h={48}
                w="auto"
                fit="contain"
              />
            </Center>
          )}
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {link.name}
          </Title>
          <Text>{t('page.intro', { project: link.project_name })}</Text>
          <Text size="sm" c="dimmed" data-testid="photo-limits">
            {t('page.limits', {
              file: sizeText(link.max_file_bytes, locale),
              remaining: sizeText(link.remaining_bytes, locale),
            })}
          </Text>
        </Stack>
      )}
      {state.kind === 'stopped' && (
        <Alert color="red.8" variant="light" role="alert" data-testid="photo-stopped">
          {state.message}
        </Alert>
      )}
      {offline && (
        <Alert color="yellow.8" variant="light" icon={<IconWifiOff aria-hidden />}>
          {t('page.offline')}
        </Alert>
      )}
      {link && state.kind === 'ready' && (
        <Dropzone
          openRef={openRef}
          onDrop={add}
          onReject={(rejected) => add(rejected.map((item) => item.file))}
          multiple
          activateOnClick={false}
          name="photos"
          inputProps={{ accept: ACCEPT }}
          radius="md"
          p="md"
        >
          <Stack gap="xs" align="center" ta="center" style={{ pointerEvents: 'none' }}>
            <IconPhotoUp size={36} aria-hidden />
            <Text fw={600}>{t('page.drop')}</Text>
            <Text size="sm" c="dimmed">
              {t('page.types')}
            </Text>
            <Group justify="center" gap="xs" style={{ pointerEvents: 'all' }}>
              <Button leftSection={<IconPhotoUp size={16} aria-hidden />} onClick={() => openRef.current?.()}>
                {t('page.choose')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconCamera size={16} aria-hidden />}
                onClick={() => cameraRef.current?.click()}
              >
                {t('page.camera')}
              </Button>
            </Group>
          </Stack>
        </Dropzone>
      )}
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={(event) => {
          add([...(event.currentTarget.files ?? [])])
          event.currentTarget.value = ''
        }}
      />
      {queue.items.length > 0 && (
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} fz="h4">
              {t('page.list')}
            </Title>
            <Text size="sm" aria-live="polite" data-testid="photo-summary">
              {t('page.summary', { count: done })}
            </Text>
          </Group>
          {queue.items.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              locale={locale}
              canRetry={queue.canRetry(item.id)}
              onRetry={() => queue.retry(item.id)}
              onRemove={() => queue.remove(item.id)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

/**
 * /photo-uploader/{code} (issue 22 item 7): a project's upload link for photographers and attendees,
 * without a login. Many photos at once (picker, camera, drag and drop), three uploading in parallel in
 * 1 MB chunks, each with its progress; a dropped connection resumes from what the server has.
 */
export function PhotoUploaderPage() {
  const params = useParams()
  const [search] = useSearchParams()
  const [locale] = useState<Locale>(() => publicLocale(search, browserLanguages()))
  const { t } = useTranslation('photos', { lng: locale })
  useEffect(() => {
    void applyPublicLanguage(locale)
    document.title = t('page.title')
  }, [locale, t])
  const code = params.code ?? ''
  return (
    <PublicPageFrame width={640} cardKey={code}>
      <UploaderBody code={code} locale={locale} />
    </PublicPageFrame>
  )
}
