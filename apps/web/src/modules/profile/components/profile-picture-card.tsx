import { PROFILE_PICTURE_MAX_MB } from '@ajanda/contracts/auth.contract'
import { validationMessage } from '@ajanda/contracts/common/validation-messages'
import { Avatar, Button, Card, FileButton, Stack, Text, Title } from '@mantine/core'
import { IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { initials } from '../../../shared/format/names'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { useMe } from '../../../shared/session/use-session'
import { AvatarCropModal } from '../../../shared/ui/avatar-crop/avatar-crop-modal'
import { readFileAsDataUrl } from '../../../shared/ui/avatar-crop/crop-image'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { useUploadProfilePicture } from '../profile.api'

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp']

/** Picture upload: choose a file, crop a 300x300 square, send it as a data URL. */
export function ProfilePictureCard() {
  const { t } = useTranslation('profile')
  const locale = useFormLocale()
  const me = useMe()
  const upload = useUploadProfilePicture()
  const [source, setSource] = useState<string | null>(null)

  const choose = async (file: File | null) => {
    if (!file) return
    if (!ACCEPTED.includes(file.type)) return notifyError(validationMessage(locale, 'invalid_image'))
    if (file.size > PROFILE_PICTURE_MAX_MB * 1024 * 1024) {
      return notifyError(validationMessage(locale, 'image_too_large', { max: PROFILE_PICTURE_MAX_MB }))
    }
    setSource(await readFileAsDataUrl(file))
  }

  const save = async (image: string) => {
    try {
      const { message } = await upload.mutateAsync({ image })
      setSource(null)
      notifySuccess(message)
    } catch (error) {
      notifyError(isApiError(error) ? (error.firstError('image') ?? error.message) : null)
    }
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-picture-title">
      <Stack align="center" gap="md">
        <Title order={2} fz="h4" id="profile-picture-title" style={{ alignSelf: 'flex-start' }}>
          {t('picture.title')}
        </Title>
        <Avatar
          src={me.profile_picture_full}
          alt={t('picture.alt', { name: me.full_name })}
          size={120}
          radius={120}
          color="brand"
        >
          {initials(me.full_name)}
        </Avatar>
        <FileButton onChange={(file) => void choose(file)} accept={ACCEPTED.join(',')}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={18} aria-hidden />}>
              {t('picture.choose')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" ta="center">
          {t('picture.hint', { max: PROFILE_PICTURE_MAX_MB })}
        </Text>
      </Stack>
      <AvatarCropModal
        source={source}
        saving={upload.isPending}
        onCancel={() => setSource(null)}
        onSave={(image) => void save(image)}
      />
    </Card>
  )
}
