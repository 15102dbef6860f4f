import { percentForDisplay } from '@ajanda/contracts/budget-calc'
import { Alert, Card, Group, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDecimalMoney } from '../../../shared/format/money'
import type { EditorTotals } from '../budget-totals'

/** The budget's totals as the user types (the shared calculation over the editor's own lines). */
export const TotalsPanel = memo(function TotalsPanel({
  totals,
  currency,
}: {
  totals: EditorTotals['totals']
  currency: string
}) {
  const { t, i18n } = useTranslation('budgets')
  const ratio = percentForDisplay(totals.current_profit_ratio).replace(
    '.',
    i18n.language === 'tr' ? ',' : '.',
  )
  const figures = [
    ['totalBuy', totals.total_buy],
    ['totalSell', totals.total_sell],
    ['taxes', totals.taxes],
    ['serviceFee', totals.service_fee],
    ['totalSellWithFee', totals.total_sell_with_service_fee],
    ['profit', totals.profit],
    ['vat', totals.vat],
  ] as const
  return (
    <Card withBorder radius="md" padding="sm" pos="sticky" bottom={0} style={{ zIndex: 3 }}>
      <Stack gap="xs">
        <Group gap="xl" wrap="wrap" component="dl" m={0} aria-label={t('totals.label')}>
          {figures.map(([key, value]) => (
            <div key={key}>
              <Text component="dt" size="xs" c="dimmed">
                {t(`totals.${key}`)}
              </Text>
              <Text component="dd" m={0} fw={600} ff="monospace" data-testid={`total-${key}`}>
                {formatDecimalMoney(value, currency)}
              </Text>
            </div>
          ))}
          <div>
            <Text component="dt" size="xs" c="dimmed">
              {t('totals.profitRatio')}
            </Text>
            <Text component="dd" m={0} fw={600} ff="monospace" data-testid="total-profitRatio">
              {i18n.language === 'tr' ? `%${ratio}` : `${ratio}%`}
            </Text>
          </div>
        </Group>
        {totals.missing_rates.length > 0 && (
          <Alert color="orange" variant="light" p="xs" icon={<IconAlertTriangle size={16} aria-hidden />}>
            {t('totals.missingRates', { currencies: totals.missing_rates.join(', ') })}
          </Alert>
        )}
      </Stack>
    </Card>
  )
})
