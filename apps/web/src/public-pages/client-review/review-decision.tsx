import { Button, Flex, Stack, Text } from '@mantine/core'
import { IconCheck, IconMessageCircle } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../shared/api/api-error'
import { isStaleLink, postDecision, type ReviewDecision, useReviewWrite } from './client-review.api'
import { DecisionModal } from './decision-modal'
import { useReview } from './review-context'

/**
 * "Onaylıyorum" and "Değişiklik İste", each confirmed in a modal. A 409 (decided meanwhile, in another
 * tab or by a colleague) closes it: the review reloads in its decided state and `onConflict` says why.
 */
export function ReviewDecisionActions({
  company,
  onConflict,
}: {
  company: string
  onConflict: (message: string) => void
}) {
  const { t } = useTranslation('clientReview')
  const { code, accent } = useReview()
  const [asking, setAsking] = useState<ReviewDecision | null>(null)
  const decide = useReviewWrite(
    code,
    ({ decision, comment }: { decision: ReviewDecision; comment: string | null }) =>
      postDecision(code, decision, comment),
  )

  const submit = (decision: ReviewDecision, comment: string | null) =>
    decide.mutate(
      { decision, comment },
      {
        onSuccess: () => setAsking(null),
        onError: (error) => {
          if (!isStaleLink(error)) return
          setAsking(null)
          if (isApiError(error) && error.status === 409) onConflict(error.message)
        },
      },
    )

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('decision.hint')}
      </Text>
      <Flex gap="sm" wrap="wrap">
        <Button
          size="md"
          color={accent}
          leftSection={<IconCheck size={18} aria-hidden />}
          onClick={() => setAsking('APPROVED')}
          style={{ flex: '1 1 12rem' }}
        >
          {t('decision.approve')}
        </Button>
        <Button
          size="md"
          variant="outline"
          color="red.8"
          leftSection={<IconMessageCircle size={18} aria-hidden />}
          onClick={() => setAsking('CHANGES_REQUESTED')}
          style={{ flex: '1 1 12rem' }}
        >
          {t('decision.requestChanges')}
        </Button>
      </Flex>
      <DecisionModal
        decision={asking}
        company={company}
        pending={decide.isPending}
        error={decide.isError && !isStaleLink(decide.error) ? decide.error.message || t('writeFailed') : null}
        onSubmit={submit}
        onClose={() => {
          setAsking(null)
          decide.reset()
        }}
      />
    </Stack>
  )
}
