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
      // A shade ('red.8') turns the light variant's background solid red under red text (1.2:1); the
      // plain colour keeps the light background, and the darkest red keeps the title above 4.5:1.
      color={error ? 'red' : 'green.9'}
      variant="light"
      styles={error ? { title: { color: 'var(--mantine-color-red-9)' } } : undefined}
      title={t(error ? 'alerts.errorTitle' : 'alerts.successTitle')}
      icon={error ? <IconAlertCircle aria-hidden /> : <IconCircleCheck aria-hidden />}
    >
      {message}
    </Alert>
  )
}
