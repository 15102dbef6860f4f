import '@mantine/dates/styles.css'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { IconInfoCircle } from '@tabler/icons-react'
import type { FormEventHandler, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../shared/ui/error-alert'

interface RequestFormFrameProps {
  onSubmit: FormEventHandler<HTMLFormElement>
  onCancel: () => void
  alert: string | null
  /** Editing a declined request: it goes out as a new request. */
  resubmits: boolean
  submitting: boolean
  valid: boolean
  /** The labels of the fields that keep the form from being sent: named under the disabled button. */
  blockers?: readonly string[]
  children: ReactNode
}

/** What every request form shares: the alerts, the fields, "Vazgeç" and "Onaya Gönder". */
export function RequestFormFrame({
  onSubmit,
  onCancel,
  alert,
  resubmits,
  submitting,
  valid,
  blockers = [],
  children,
}: RequestFormFrameProps) {
  const { t, i18n } = useTranslation(['requests', 'common'])
  const blockedBy =
    !valid && blockers.length > 0 ? t('form.blockedBy', { fields: blockers.join(', ') }) : null
  return (
    <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'tr', firstDayOfWeek: 1 }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <ErrorAlert message={alert} />
          {resubmits && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
              {t('form.resubmitNotice')}
            </Alert>
          )}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              type="submit"
              loading={submitting}
              disabled={!valid}
              aria-describedby={blockedBy ? 'request-form-blocked-by' : undefined}
            >
              {t('form.submit')}
            </Button>
          </Group>
          {blockedBy && (
            <Text
              id="request-form-blocked-by"
              size="sm"
              c="dimmed"
              ta="right"
              data-testid="submit-blocked-by"
            >
              {blockedBy}
            </Text>
          )}
        </Stack>
      </form>
    </DatesProvider>
  )
}
