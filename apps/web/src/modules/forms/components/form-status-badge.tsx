import type { FormStatus } from '@ajanda/contracts/forms/form-detail'
import { useTranslation } from 'react-i18next'
import { type BadgeTone, ToneBadge } from '../../../shared/ui/tone-badge'

const TONES: Record<FormStatus, BadgeTone> = { draft: 'blue', published: 'green', closed: 'gray' }

/** Taslak / Yayında / Kapalı. */
export function FormStatusBadge({ status }: { status: FormStatus }) {
  const { t } = useTranslation('forms')
  return (
    <ToneBadge tone={TONES[status]} testId="form-status">
      {t(`status.${status}`)}
    </ToneBadge>
  )
}
