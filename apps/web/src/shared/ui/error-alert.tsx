import { Alert } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/** The red "HATA!" box with the server's message, inside modals and forms. */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  const { t } = useTranslation()
  if (!message) return null
  return (
    <Alert
      role="alert"
      color="red.8"
      variant="light"
      title={t('alerts.errorTitle')}
      icon={<IconAlertCircle aria-hidden />}
    >
      {message}
    </Alert>
  )
}
