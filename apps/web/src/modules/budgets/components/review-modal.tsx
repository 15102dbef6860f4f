import type { BudgetDetail } from '@ajanda/contracts/budgets.contract'
import { Button, CopyButton, Divider, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../shared/format/dates'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { budgetWrites } from '../budgets.api'
import { reviewMailKeys, reviewRecipientsQueryOptions, reviewSendingsQueryOptions } from '../review-mail.api'
import { ReviewBadge } from './review-badge'
import { ReviewSendForm } from './review-send-form'

interface ReviewModalProps {
  opened: boolean
  budget: BudgetDetail
  onClose: () => void
  /** The budget changed (shared or revoked): the editor reloads its review state. */
  onChanged: () => Promise<void>
}

const linkOf = (code: string) => `${window.location.origin}/client-review/${encodeURIComponent(code)}`

/**
 * "Müşteriye Gönder": the public review link (POST / DELETE /budget/{code}/review), its status and the
 * client's comment; the link sent by e-mail to chosen contacts and the sendings so far (decisions/0028).
 */
export function ReviewModal({ opened, budget, onClose, onChanged }: ReviewModalProps) {
  const { t, i18n } = useTranslation(['budgets', 'common'])
  // Which write runs: the revoke button that appears with a new link must not spin for the share.
  const [busy, setBusy] = useState<'share' | 'revoke' | null>(null)
  const [url, setUrl] = useState<string | null>(null)
  const review = budget.review
  const link = url ?? (review.code ? linkOf(review.code) : null)
  const queryClient = useQueryClient()
  const recipients = useQuery({
    ...reviewRecipientsQueryOptions(budget.code),
    enabled: opened && budget.can_edit,
  })
  const sendings = useQuery({ ...reviewSendingsQueryOptions(budget.code), enabled: opened })
  const afterSend = async () => {
    setUrl(null)
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewMailKeys.sendings(budget.code) }),
      onChanged(),
    ])
  }

  const run = async (action: 'share' | 'revoke', write: () => Promise<{ message: string; url?: string }>) => {
    setBusy(action)
    try {
      const response = await write()
      setUrl(response.url ?? null)
      notifySuccess(response.message)
      await onChanged()
    } catch (error) {
      notifyError(error instanceof Error ? error.message : undefined)
    } finally {
      setBusy(null)
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('review.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack>
        <Text size="sm">{t('review.text')}</Text>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t('review.status')}:
          </Text>
          <ReviewBadge status={review.status} />
          {review.decided_at && (
            <Text size="sm" c="dimmed">
              {t('review.decidedAt')}: {formatDateTime(review.decided_at, i18n.language)}
            </Text>
          )}
        </Group>
        {review.comment && <TextInput label={t('review.comment')} value={review.comment} readOnly />}
        {link ? (
          <>
            <Group align="flex-end" wrap="nowrap">
              <TextInput label={t('review.link')} value={link} readOnly style={{ flex: 1 }} />
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? t('review.copied') : t('review.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            {budget.can_edit && (
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red.9"
                  // Mantine draws a subtle button's text in shade 6 at most, too light on white (WCAG AA).
                  c="red.9"
                  loading={busy === 'revoke'}
                  disabled={busy === 'share'}
                  onClick={() => run('revoke', () => budgetWrites.unshare(budget.code))}
                >
                  {t('review.revoke')}
                </Button>
              </Group>
            )}
          </>
        ) : (
          budget.can_edit && (
            <Group justify="flex-end">
              <Button
                loading={busy === 'share'}
                onClick={() => run('share', () => budgetWrites.share(budget.code))}
              >
                {t('review.share')}
              </Button>
            </Group>
          )
        )}
        {budget.can_edit && recipients.data && (
          <>
            <Divider />
            <Title order={3} size="h5">
              {t('reviewMail.title')}
            </Title>
            <ReviewSendForm
              budget={budget}
              recipients={recipients.data.data}
              projectLanguage={recipients.data.language}
              onSent={afterSend}
            />
          </>
        )}
        {sendings.data && sendings.data.length > 0 && (
          <>
            <Divider />
            <Title order={3} size="h5">
              {t('reviewMail.history')}
            </Title>
            <Stack gap={6} data-testid="review-sendings">
              {sendings.data.map((sending) => (
                <div key={sending.id}>
                  <Text size="sm">
                    {t('reviewMail.sent', {
                      names: sending.recipients.map((r) => r.name).join(', '),
                      date: formatDateTime(sending.sent_at, i18n.language),
                    })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {sending.subject}
                    {sending.sent_by && ` · ${t('reviewMail.sentBy', { name: sending.sent_by.full_name })}`}
                  </Text>
                </div>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Modal>
  )
}
