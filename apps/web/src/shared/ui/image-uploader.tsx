import { validationMessage } from '@ajanda/contracts/common/validation-messages'
import { Button, Card, Center, FileButton, Group, Image, Stack, Text } from '@mantine/core'
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormLocale } from '../forms/use-form-locale'
import { readFileAsDataUrl } from './avatar-crop/crop-image'
import { confirmDestructive } from './confirm'
import { notifyError } from './notify'

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp']

interface ImageUploaderProps {
  label: string
  hint?: string
  /** The stored image's URL, or null. */
  src: string | null
  maxMb: number
  /** Receives the chosen file as a data URL. */
  onUpload: (dataUrl: string) => Promise<unknown>
  onDelete: () => Promise<unknown>
}

/**
 * Image uploader (admin-area.md section 9): an empty state that asks for a file, or the image with
 * change and delete; deletion asks "Emin misin?" first. A broken image is hidden.
 */
export function ImageUploader({ label, hint, src, maxMb, onUpload, onDelete }: ImageUploaderProps) {
  const { t } = useTranslation()
  const locale = useFormLocale()
  const [busy, setBusy] = useState<'upload' | 'delete' | null>(null)
  const [broken, setBroken] = useState<string | null>(null)

  const choose = async (file: File | null) => {
    if (!file) return
    if (!ACCEPTED.includes(file.type)) return notifyError(validationMessage(locale, 'invalid_image'))
    if (file.size > maxMb * 1024 * 1024) {
      return notifyError(validationMessage(locale, 'image_too_large', { max: maxMb }))
    }
    setBusy('upload')
    try {
      await onUpload(await readFileAsDataUrl(file))
    } finally {
      setBusy(null)
    }
  }

  const remove = async () => {
    const confirmed = await confirmDestructive({
      message: t('image.deleteMessage'),
      confirmLabel: t('image.delete'),
    })
    if (!confirmed) return
    setBusy('delete')
    try {
      await onDelete()
    } finally {
      setBusy(null)
    }
  }

  const hasImage = src !== null && broken !== src
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={label}>
      <Stack gap="sm">
        <Text fw={600}>{label}</Text>
        <Center
          h={140}
          bg="gray.0"
          style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 8 }}
          data-state={hasImage ? 'has-image' : 'empty'}
        >
          {hasImage ? (
            <Image src={src} alt={label} mah={120} maw="90%" fit="contain" onError={() => setBroken(src)} />
          ) : (
            <Stack align="center" gap={4}>
              <IconPhoto size={32} color="var(--mantine-color-gray-6)" aria-hidden />
              <Text size="sm" c="dimmed">
                {t('image.empty')}
              </Text>
            </Stack>
          )}
        </Center>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
        <Group gap="xs">
          <FileButton onChange={(file) => void choose(file)} accept={ACCEPTED.join(',')}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                loading={busy === 'upload'}
                leftSection={<IconUpload size={14} aria-hidden />}
                aria-label={`${hasImage ? t('image.change') : t('image.upload')}: ${label}`}
              >
                {hasImage ? t('image.change') : t('image.upload')}
              </Button>
            )}
          </FileButton>
          {hasImage && (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              loading={busy === 'delete'}
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={`${t('image.delete')}: ${label}`}
              onClick={() => void remove()}
            >
              {t('image.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  )
}
