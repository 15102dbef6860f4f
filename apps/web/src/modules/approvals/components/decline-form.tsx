import { Button, Group, Stack } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { CountedTextarea } from '../../../shared/ui/counted-textarea'
import { DECLINE_REASON_MAX, declineReasonError } from '../decline-reason'

/**
 * The reason of a decline: required, at most 500 characters with a counter. "Reddet" stays disabled until
 * a reason is written; a field left blank says why. Esc gives up.
 */
export function DeclineForm({
  pending,
  onSubmit,
  onCancel,
}: {
  pending: boolean
  onSubmit: (reason: string) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('approvals')
  const locale = useFormLocale()
  const [reason, setReason] = useState('')
  const [touched, setTouched] = useState(false)
  const error = declineReasonError(reason, locale)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!error) onSubmit(reason.trim())
  }

  return (
    <form onSubmit={submit} noValidate data-testid="decline-form">
      <Stack gap="sm">
        <CountedTextarea
          label={t('decide.reason')}
          placeholder={t('decide.reasonPlaceholder')}
          value={reason}
          maxLength={DECLINE_REASON_MAX}
          onChange={(event) => setReason(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation()
              onCancel()
            }
          }}
          error={touched ? error : null}
          required
          withAsterisk
          // The form opens on the reader's own click: the caret belongs in it.
          data-autofocus
          autoFocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('decide.cancel')}
          </Button>
          <Button type="submit" color="red.8" loading={pending} disabled={error !== null}>
            {t('decide.confirmDecline')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
