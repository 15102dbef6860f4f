import type { AttendeeStatus } from '@ajanda/contracts/attendees.contract'
import { useTranslation } from 'react-i18next'
import { type BadgeTone, ToneBadge } from '../../../shared/ui/tone-badge'

const TONE: Record<AttendeeStatus, BadgeTone> = {
  INVITED: 'blue',
  REGISTERED: 'green',
  WAITLISTED: 'gray',
  NOT_ATTENDING: 'gray',
  CANCELLED: 'gray',
}

export function AttendeeStatusBadge({ status }: { status: AttendeeStatus }) {
  const { t } = useTranslation('attendees')
  return <ToneBadge tone={TONE[status]}>{t(`status.${status}`)}</ToneBadge>
}
