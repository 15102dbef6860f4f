import type { ClientReview } from '@ajanda/contracts/budgets.contract'
import { Badge, Box, Group, Text, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useReview } from './review-context'
import { formatCount, formatMoney, localName } from './review-format'

export type ReviewLine = ClientReview['budget']['categories'][number]['items'][number]

/**
 * What a line costs the client: its name and product type, quantity × unit count with their units,
 * the unit sell price in its own currency and the total in the budget's. Spans only: it also sits
 * inside an alternative's radio card, a button.
 */
export function ReviewLineDetails({
  line,
  nameId,
  detailsId,
  muted = false,
}: {
  line: ReviewLine
  nameId?: string
  detailsId?: string
  /** An alternative not picked: still readable, visibly not counted. */
  muted?: boolean
}) {
  const { t } = useTranslation('clientReview')
  const { currency, locale } = useReview()
  const amount = `${formatCount(line.quantity, locale)} ${t(`units.${line.quantity_unit}`)} × ${formatCount(line.unit_count, locale)} ${t(`units.${line.count_unit}`)}`
  return (
    <Box component="span" display="block" w="100%">
      <Group component="span" justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Box component="span" style={{ minWidth: 0 }}>
          <Text span fw={600} display="block" id={nameId} style={{ overflowWrap: 'anywhere' }}>
            {localName(line, locale)}
          </Text>
          {line.product_type && (
            <Badge component="span" variant="light" color="gray.8" size="sm" mt={4} tt="none">
              {t(`productTypes.${line.product_type}`)}
            </Badge>
          )}
        </Box>
        <Text
          span
          fw={700}
          c={muted ? 'dimmed' : undefined}
          style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        >
          <VisuallyHidden component="span">{`${t('line.total')}: `}</VisuallyHidden>
          {formatMoney(line.total_sell, currency, locale)}
        </Text>
      </Group>
      <Text span size="sm" c="dimmed" display="block" mt={4} id={detailsId}>
        {`${t('line.amount')}: ${amount} · ${t('line.unitPrice')}: ${formatMoney(line.price_sell, line.currency_sell, locale)}`}
      </Text>
    </Box>
  )
}
