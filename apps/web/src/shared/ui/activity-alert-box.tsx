import { Alert } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import type { ActivityAlert } from '../forms/activity-alert'

/** The red alert of task, phone-call and note modals: title the server message, body the first description error. */
export function ActivityAlertBox({ alert }: { alert: ActivityAlert | null }) {
  if (!alert) return null
  return (
    <Alert
      role="alert"
      color="red.8"
      variant="light"
      title={alert.title}
      icon={<IconAlertCircle aria-hidden />}
    >
      {alert.body}
    </Alert>
  )
}
