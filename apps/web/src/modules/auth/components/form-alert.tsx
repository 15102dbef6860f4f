import { Alert } from '@mantine/core'
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/** An in-page "HATA!" / "BAŞARILI!" box for pages outside the shell. */
export function FormAlert({
  kind,
  message,
}: {
  kind: 'error' | 'success'
  message: string | null | undefined
}) {
  const { t } = useTranslation()
  if (!message) return null
  const error = kind === 'error'
  return (
    <Alert
      role={error ? 'alert' : 'status'}
      color={error ? 'red.8' : 'green.9'}
      variant="light"
      title={t(error ? 'alerts.errorTitle' : 'alerts.successTitle')}
      icon={error ? <IconAlertCircle aria-hidden /> : <IconCircleCheck aria-hidden />}
    >
      {message}
    </Alert>
  )
}
