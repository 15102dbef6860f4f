import type { ClientReview } from '@ajanda/contracts/budgets.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { Alert, Stack, Text, Title } from '@mantine/core'
import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { isApiError } from '../../shared/api/api-error'
import { createQueryClient } from '../../shared/api/query-client'
import { applyPublicLanguage, browserLanguages, publicLocale } from '../public-locale'
import { PublicPageFrame } from '../public-page-frame'
import { fetchReview, reviewKey } from './client-review.api'
import { ReviewCategory } from './review-category'
import { reviewAccent } from './review-colours'
import { ReviewContext, type ReviewContextValue } from './review-context'
import { ReviewDecisionActions } from './review-decision'
import { ReviewHeader } from './review-header'
import { DecidedNotice, InvalidLink, LoadError, ReviewSkeleton } from './review-states'
import { registerReviewTexts } from './review-texts'
import { ReviewTotals } from './review-totals'

registerReviewTexts()
/** The page's own cache: public pages live outside the staff area and its query client. */
const queryClient = createQueryClient()

const isDecided = (review: ClientReview) =>
  review.review.status === 'APPROVED' || review.review.status === 'CHANGES_REQUESTED'

function ReviewBody({ code, review, locale }: { code: string; review: ClientReview; locale: Locale }) {
  const { t } = useTranslation('clientReview')
  const decided = isDecided(review)
  // The server takes the client's writes only while the review is PENDING (NONE: not shared for review).
  const readOnly = review.review.status !== 'PENDING'
  // An English reader gets the English note where the company wrote one (decisions/0030).
  const footerNote = (locale === 'en' && review.company.footer_note_en) || review.company.footer_note
  // Decided on this visit: the notice takes the focus from the modal that closed.
  const [decidedHere, setDecidedHere] = useState(false)
  const [conflict, setConflict] = useState<string | null>(null)
  const [wasOpen] = useState(!decided)
  useEffect(() => {
    if (decided && wasOpen) setDecidedHere(true)
  }, [decided, wasOpen])
  const context = useMemo<ReviewContextValue>(
    () => ({
      code,
      readOnly,
      accent: reviewAccent(review.company),
      currency: review.budget.currency,
      locale,
    }),
    [code, readOnly, review.company, review.budget.currency, locale],
  )

  return (
    <ReviewContext value={context}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Text size="sm" fw={600} c="dimmed" tt="uppercase">
            {t('eyebrow')}
          </Text>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
            {review.budget.name}
          </Title>
          <Text c="dimmed">{t('project', { name: review.project.name })}</Text>
        </Stack>
        {decided ? (
          <DecidedNotice review={review.review} takeFocus={decidedHere} conflict={conflict} />
        ) : readOnly ? (
          <Alert color="gray" variant="light" role="status">
            {t('closed')}
          </Alert>
        ) : (
          <Text>{t('intro')}</Text>
        )}
        {review.budget.categories.map((category) => (
          <ReviewCategory key={category.id} category={category} />
        ))}
        <ReviewTotals budget={review.budget} />
        {!readOnly && <ReviewDecisionActions company={review.company.name} onConflict={setConflict} />}
        {footerNote && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {footerNote}
          </Text>
        )}
      </Stack>
    </ReviewContext>
  )
}

function ReviewScreen() {
  const { code = '' } = useParams()
  const [search] = useSearchParams()
  const [locale, setLocale] = useState<Locale>(() => publicLocale(search, browserLanguages()))
  useEffect(() => {
    void applyPublicLanguage(locale)
  }, [locale])
  const review = useQuery({
    queryKey: reviewKey(code),
    queryFn: ({ signal }) => fetchReview(code, signal),
    enabled: code !== '',
  })
  const invalid = code === '' || (isApiError(review.error) && review.error.status === 404)
  const company = invalid ? undefined : review.data?.company
  const accent = company ? reviewAccent(company) : undefined

  return (
    <PublicPageFrame
      width={760}
      header={<ReviewHeader company={company} locale={locale} onLocale={setLocale} />}
      cardStyle={accent ? { borderTop: `4px solid ${accent}` } : undefined}
    >
      {invalid ? (
        <InvalidLink />
      ) : review.data ? (
        <ReviewBody code={code} review={review.data} locale={locale} />
      ) : review.isError ? (
        <LoadError retrying={review.isFetching} onRetry={() => void review.refetch()} />
      ) : (
        <ReviewSkeleton />
      )}
    </PublicPageFrame>
  )
}

/**
 * /client-review/{code}: the agency's client reads the budget's sell side, picks among alternatives,
 * comments on lines and approves it or asks for changes, without signing in. Turkish or English from
 * `?locale`, the browser, or the page's buttons.
 */
export function ClientReviewPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <ReviewScreen />
    </QueryClientProvider>
  )
}
