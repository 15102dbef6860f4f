import type { ClientReview } from '@ajanda/contracts/budgets.contract'
import { Box, Group, Paper, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useReview } from './review-context'
import { formatMoney } from './review-format'

type Budget = ClientReview['budget']

const ROWS = [
  ['totalSell', 'total_sell'],
  ['serviceFee', 'service_fee'],
  ['totalWithFee', 'total_sell_with_service_fee'],
  ['vat', 'vat'],
] as const satisfies readonly (readonly [string, keyof Budget])[]

/** The sell totals as the server counted them with the client's picks; they change with each pick. */
export function ReviewTotals({ budget }: { budget: Budget }) {
  const { t } = useTranslation('clientReview')
  const { accent, currency } = useReview()
  const headingId = useId()
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      style={{ borderTop: `4px solid ${accent}` }}
    >
      <Title order={2} fz="h4" id={headingId} mb="xs">
        {t('totals.title')}
      </Title>
      {/* Announced after a pick: the client hears the new totals without looking for them. */}
      <Box component="dl" m={0} aria-live="polite" data-testid="review-totals">
        {ROWS.map(([label, field]) => {
          const strong = field === 'total_sell_with_service_fee'
          return (
            <Group key={field} justify="space-between" wrap="nowrap" py={4} gap="sm">
              <Text component="dt" fw={strong ? 700 : 500}>
                {t(`totals.${label}`)}
              </Text>
              <Text
                component="dd"
                m={0}
                fw={strong ? 700 : 500}
                fz={strong ? 'lg' : undefined}
                style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
              >
                {formatMoney(budget[field], currency)}
              </Text>
            </Group>
          )
        })}
      </Box>
    </Paper>
  )
}
