import type { ClientReview } from '@ajanda/contracts/budgets.contract'
import { Alert, Button, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core'
import {
  IconCircleCheck,
  IconLinkOff,
  IconMessageCircle,
  IconRefresh,
  IconWifiOff,
} from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../shared/format/dates'

/** The page's shape while the budget loads; screen readers hear "Bütçe yükleniyor". */
export function ReviewSkeleton() {
  const { t } = useTranslation('clientReview')
  return (
    <Stack gap="md" aria-busy="true" data-testid="review-skeleton">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <Skeleton h={14} w="30%" />
      <Skeleton h={28} w="70%" />
      <Skeleton h={14} w="45%" />
      {[0, 1].map((index) => (
        <Stack key={index} gap="xs" mt="md">
          <Skeleton h={20} w="40%" />
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      ))}
    </Stack>
  )
}

/** 404: the link never was, or the agency revoked it. */
export function InvalidLink() {
  const { t } = useTranslation('clientReview')
  return (
    <Alert color="red.8" variant="light" icon={<IconLinkOff aria-hidden />} data-testid="review-invalid">
      <Text fw={600}>{t('invalid')}</Text>
      <Text size="sm">{t('invalidHint')}</Text>
    </Alert>
  )
}

/** The budget did not come (no network, a server error): say so and offer to try again. */
export function LoadError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('clientReview')
  return (
    <Alert role="alert" color="orange.9" variant="light" icon={<IconWifiOff aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text>{t('loadFailed')}</Text>
        <Button
          variant="outline"
          color="dark"
          size="sm"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={retrying}
          onClick={onRetry}
        >
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  )
}

/**
 * The decided review: approved on a day, or changes asked for, with the client's note. It takes the
 * focus when the decision was just made here, so the reader lands on the answer, not on a button that
 * went away.
 */
export function DecidedNotice({
  review,
  takeFocus,
  conflict,
}: {
  review: ClientReview['review']
  takeFocus: boolean
  conflict: string | null
}) {
  const { t, i18n } = useTranslation('clientReview')
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (takeFocus) ref.current?.focus()
  }, [takeFocus])
  const approved = review.status === 'APPROVED'
  const date = review.decided_at ? formatDate(review.decided_at, i18n.language) : ''
  const headline = !approved
    ? t('decided.changesRequested')
    : date
      ? t('decided.approved', { date })
      : t('decided.approvedUndated')
  return (
    <Stack gap="xs">
      {conflict && (
        <Alert color="orange" variant="light" role="alert">
          {conflict}
        </Alert>
      )}
      <Alert
        ref={ref}
        tabIndex={-1}
        role="status"
        // A light alert of a colour with a shade gets that shade as its background (dark, under black
        // text); the plain colour gives the pale one.
        color={approved ? 'teal' : 'blue'}
        variant="light"
        icon={approved ? <IconCircleCheck aria-hidden /> : <IconMessageCircle aria-hidden />}
        data-testid="review-decided"
        data-status={review.status}
      >
        <Text fw={700}>{headline}</Text>
        {!approved && date && <Text size="sm">{t('decided.changesRequestedOn', { date })}</Text>}
        {review.comment && (
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              {`${t('decided.yourNote')}: `}
            </Text>
            {review.comment}
          </Text>
        )}
        <Text size="sm" c="dimmed" mt={4}>
          {t('decided.readOnly')}
        </Text>
      </Alert>
    </Stack>
  )
}
