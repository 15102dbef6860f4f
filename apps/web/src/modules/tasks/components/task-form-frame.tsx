import '@mantine/dates/styles.css'
import { Button, Group, Stack } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import type { FormEventHandler, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../shared/ui/error-alert'

interface TaskFormFrameProps {
  onSubmit: FormEventHandler<HTMLFormElement>
  onCancel: () => void
  alert: string | null
  submitting: boolean
  valid: boolean
  /** An action at the left of the buttons (deleting the task being edited). */
  extra?: ReactNode
  children: ReactNode
}

/** What the task and milestone forms share: the error box, the fields, "Vazgeç" and "Kaydet". */
export function TaskFormFrame({
  onSubmit,
  onCancel,
  alert,
  submitting,
  valid,
  extra,
  children,
}: TaskFormFrameProps) {
  const { t, i18n } = useTranslation(['tasks', 'common'])
  return (
    <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'tr', firstDayOfWeek: 1 }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <ErrorAlert message={alert} />
          {children}
          <Group justify="flex-end">
            {extra}
            <Button variant="default" onClick={onCancel}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={submitting} disabled={!valid}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  )
}
