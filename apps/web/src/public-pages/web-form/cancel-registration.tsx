import type { Locale } from '@ajanda/contracts/common/locale'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../shared/ui/error-alert'
import { useAction } from './use-request'
import { cancelWebform, type WebformLink } from './web-form.api'

/** "Kaydımı iptal et", asked once more in place ("Emin misiniz?") before the seats are given up. */
export function CancelRegistration({
  link,
  locale,
  onCancelled,
}: {
  link: WebformLink & { pcode: string }
  locale: Locale
  onCancelled: (message: string) => void
}) {
  const { t } = useTranslation('webForm', { lng: locale })
  const [asking, setAsking] = useState(false)
  const cancel = useAction(() => cancelWebform(link, locale), {
    onSuccess: (result) => onCancelled(result.message || t('cancel.done')),
  })
  if (!asking)
    return (
      <Button variant="outline" color="red.9" onClick={() => setAsking(true)} fullWidth>
        {t('cancel.button')}
      </Button>
    )
  return (
    <Alert color="red" variant="light" role="alertdialog" aria-label={t('cancel.button')}>
      <Stack gap="sm">
        <Text size="sm">{t('cancel.confirm')}</Text>
        <ErrorAlert message={cancel.error?.message} />
        <Group gap="xs">
          <Button color="red.9" loading={cancel.isPending} onClick={() => cancel.mutate()} data-autofocus>
            {t('cancel.yes')}
          </Button>
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('cancel.no')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}
