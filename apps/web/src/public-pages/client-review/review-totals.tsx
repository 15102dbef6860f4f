import type { ClientReview } from '@ajanda/contracts/budgets.contract'
import { Box, Group, Paper, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useReview } from './review-context'
import { formatMoney } from './review-format'

type Budget = ClientReview['budget']

type AmountField =
  | 'total_sell'
  | 'service_fee'
  | 'total_sell_with_service_fee'
  | 'taxes'
  | 'total_with_taxes'
  | 'vat'
type Label = 'totalSell' | 'serviceFee' | 'totalWithFee' | 'taxes' | 'totalWithTaxes' | 'vat'
type Row = readonly [label: Label, field: AmountField]

const FEE_ROWS: readonly Row[] = [
  ['totalSell', 'total_sell'],
  ['serviceFee', 'service_fee'],
  ['totalWithFee', 'total_sell_with_service_fee'],
]
const TAX_ROWS: readonly Row[] = [
  ['taxes', 'taxes'],
  ['totalWithTaxes', 'total_with_taxes'],
]
const VAT_ROW: Row = ['vat', 'vat']

/**
 * The rows shown: category taxes are passed on (decisions.md section 3), on their own line with the total
 * the client pays after them, in bold; a budget without any shows neither and its total with fee is bold.
 */
function rowsOf(budget: Budget): { rows: Row[]; strong: AmountField } {
  if (Number(budget.taxes) === 0)
    return { rows: [...FEE_ROWS, VAT_ROW], strong: 'total_sell_with_service_fee' }
  return { rows: [...FEE_ROWS, ...TAX_ROWS, VAT_ROW], strong: 'total_with_taxes' }
}

/** The sell totals as the server counted them with the client's picks; they change with each pick. */
export function ReviewTotals({ budget }: { budget: Budget }) {
  const { t } = useTranslation('clientReview')
  const { accent, currency, locale } = useReview()
  const headingId = useId()
  const { rows, strong: strongField } = rowsOf(budget)
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
        {rows.map(([label, field]) => {
          const strong = field === strongField
          return (
            <Group
              key={field}
              justify="space-between"
              wrap="nowrap"
              py={4}
              gap="sm"
              data-testid={`review-total-${field}`}
            >
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
                {formatMoney(budget[field], currency, locale)}
              </Text>
            </Group>
          )
        })}
      </Box>
    </Paper>
  )
}
