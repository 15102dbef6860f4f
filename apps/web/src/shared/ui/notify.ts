import { notifications } from '@mantine/notifications'
import i18next from 'i18next'

export const ALERT_TIMEOUT_MS = 3000

const closeButtonProps = () => ({ 'aria-label': i18next.t('common:actions.close') })

/** Floating "BAŞARILI!" alert with the server's message. */
export function notifySuccess(message: string, autoClose: number = ALERT_TIMEOUT_MS): void {
  notifications.show({
    title: i18next.t('common:alerts.successTitle'),
    message,
    color: 'green.9',
    autoClose,
    closeButtonProps: closeButtonProps(),
  })
}

/** Floating "HATA!" alert; without a message the generic text. */
export function notifyError(message?: string | null, autoClose: number = ALERT_TIMEOUT_MS): void {
  notifications.show({
    title: i18next.t('common:alerts.errorTitle'),
    message: message || i18next.t('common:alerts.genericError'),
    color: 'red.8',
    autoClose,
    closeButtonProps: closeButtonProps(),
  })
}
