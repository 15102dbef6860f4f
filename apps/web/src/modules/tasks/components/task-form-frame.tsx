import '@mantine/dates/styles.css'
import { Button, Group, Stack } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import type { FormEventHandler, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActivityAlert } from '../../../shared/forms/activity-alert'
import { ActivityAlertBox } from '../../../shared/ui/activity-alert-box'

interface TaskFormFrameProps {
  onSubmit: FormEventHandler<HTMLFormElement>
  onCancel: () => void
  /** staff-app.md section 8: titled by the server message, the first description error below. */
  alert: ActivityAlert | null
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
          <ActivityAlertBox alert={alert} />
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
