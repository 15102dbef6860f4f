import {
  PHOTO_FILE_MB_MAX,
  PHOTO_TOTAL_MB_MAX,
  photoLinkInputSchema,
} from '@ajanda/contracts/photos.contract'
import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { usePhotoWrites } from '../photos.api'

/** "Bağlantı oluştur": a name and the limits per file and in total, in MB. */
export function PhotoLinkModal({
  projectCode,
  opened,
  onClose,
}: {
  projectCode: string
  opened: boolean
  onClose(): void
}) {
  const { t } = useTranslation('photos')
  const { createLink } = usePhotoWrites(projectCode)
  const [name, setName] = useState('')
  const [fileMb, setFileMb] = useState<number | string>(25)
  const [totalMb, setTotalMb] = useState<number | string>(2048)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const input = { name, max_file_mb: Number(fileMb), max_total_mb: Number(totalMb) }
  const valid = photoLinkInputSchema.safeParse(input).success

  const submit = async () => {
    if (!valid) return
    setErrors({})
    try {
      const saved = await createLink.mutateAsync(input)
      notifySuccess(saved.message)
      setName('')
      onClose()
    } catch (error) {
      if (isApiError(error) && error.isValidation)
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([key, list]) => [key, list[0] ?? ''])))
      else notifyError(error instanceof Error ? error.message : null)
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('staff.addLink')}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Stack>
          <TextInput
            label={t('staff.linkName')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            maxLength={120}
            required
            data-autofocus
          />
          <NumberInput
            label={t('staff.maxFileMb')}
            value={fileMb}
            onChange={setFileMb}
            min={1}
            max={PHOTO_FILE_MB_MAX}
            allowDecimal={false}
            error={errors.max_file_mb}
            required
          />
          <NumberInput
            label={t('staff.maxTotalMb')}
            value={totalMb}
            onChange={setTotalMb}
            min={1}
            max={PHOTO_TOTAL_MB_MAX}
            allowDecimal={false}
            thousandSeparator="."
            decimalSeparator=","
            error={errors.max_total_mb}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('staff.cancel')}
            </Button>
            <Button type="submit" disabled={!valid} loading={createLink.isPending}>
              {t('staff.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
