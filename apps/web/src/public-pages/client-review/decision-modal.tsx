import { basicMessages } from '@ajanda/contracts/common/basic-messages'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormLocale } from '../../shared/forms/use-form-locale'
import { CountedTextarea } from '../../shared/ui/counted-textarea'
import { ErrorAlert } from '../../shared/ui/error-alert'
import { REVIEW_COMMENT_MAX, type ReviewDecision } from './client-review.api'
import { useReview } from './review-context'

/**
 * Confirms a decision. Approving takes an optional note; asking for changes needs the comment (the
 * contract refuses CHANGES_REQUESTED without one), so its button stays disabled until one is written
 * and a field left blank says "Bu alan zorunludur".
 */
export function DecisionModal({
  decision,
  company,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  decision: ReviewDecision | null
  company: string
  pending: boolean
  error: string | null
  onSubmit: (decision: ReviewDecision, comment: string | null) => void
  onClose: () => void
}) {
  const { t } = useTranslation('clientReview')
  const locale = useFormLocale()
  const { accent } = useReview()
  const [comment, setComment] = useState('')
  const [touched, setTouched] = useState(false)
  const changes = decision === 'CHANGES_REQUESTED'
  const missing = changes && comment.trim() === ''

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (decision && !missing) onSubmit(decision, comment.trim() || null)
  }

  return (
    <Modal
      opened={decision !== null}
      onClose={onClose}
      title={t(changes ? 'decision.changesTitle' : 'decision.approveTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
      size="lg"
      fullScreen={false}
      // A fresh form each time: a half-written request is not kept for the other decision.
      onExitTransitionEnd={() => {
        setComment('')
        setTouched(false)
      }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t(changes ? 'decision.changesText' : 'decision.approveText', { company })}</Text>
          <ErrorAlert message={error} />
          <CountedTextarea
            label={t(changes ? 'decision.changesComment' : 'decision.approveNote')}
            value={comment}
            maxLength={REVIEW_COMMENT_MAX}
            onChange={(event) => setComment(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && missing ? basicMessages[locale].required : null}
            required={changes}
            withAsterisk={changes}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('decision.cancel')}
            </Button>
            <Button type="submit" color={changes ? 'red.8' : accent} loading={pending} disabled={missing}>
              {t(changes ? 'decision.confirmChanges' : 'decision.confirmApprove')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
