import { percentForDisplay } from '@ajanda/contracts/budget-calc'
import { Alert, Card, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { IconAlertTriangle, IconChevronDown, IconChevronUp } from '@tabler/icons-react'
import { memo, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDecimalMoney } from '../../../shared/format/money'
import type { EditorTotals } from '../budget-totals'
import classes from './totals-panel.module.css'

/**
 * The budget's totals as the user types (the shared calculation over the editor's own lines). The
 * category taxes are passed on to the client: the total with them is what the client pays before VAT.
 * On a phone the panel is a one-line bar with that total and the profit ratio; a tap opens the figures.
 */
export const TotalsPanel = memo(function TotalsPanel({
  totals,
  currency,
}: {
  totals: EditorTotals['totals']
  currency: string
}) {
  const { t, i18n } = useTranslation('budgets')
  const [expanded, setExpanded] = useState(false)
  const figuresId = useId()
  const ratio = percentForDisplay(totals.current_profit_ratio).replace(
    '.',
    i18n.language === 'tr' ? ',' : '.',
  )
  const ratioText = i18n.language === 'tr' ? `%${ratio}` : `${ratio}%`
  const figures = [
    ['totalBuy', totals.total_buy],
    ['totalSell', totals.total_sell],
    ['serviceFee', totals.service_fee],
    ['totalSellWithFee', totals.total_sell_with_service_fee],
    ['taxes', totals.taxes],
    ['totalWithTaxes', totals.total_with_taxes],
    ['profit', totals.profit],
    ['vat', totals.vat],
  ] as const
  const clientTotal = formatDecimalMoney(totals.total_with_taxes, currency)
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      pos="sticky"
      bottom={0}
      className={classes.panel}
      style={{ zIndex: 3 }}
    >
      <Stack gap="xs">
        <UnstyledButton
          className={classes.bar}
          aria-expanded={expanded}
          aria-controls={figuresId}
          onClick={() => setExpanded((value) => !value)}
          data-testid="totals-bar"
        >
          {/* The two figures fit one line at 360 px; a screen reader hears what they are first. */}
          <Group gap="xs" wrap="nowrap" w="100%" justify="space-between">
            <Group gap={6} wrap="nowrap" miw={0}>
              <VisuallyHidden>{t('totals.bar')}</VisuallyHidden>
              <Text size="sm" fw={700} className={classes.figure}>
                {clientTotal}
              </Text>
              <Text size="xs" c="dimmed" className={classes.figure} truncate>
                · {ratioText}
              </Text>
            </Group>
            {expanded ? <IconChevronDown size={16} aria-hidden /> : <IconChevronUp size={16} aria-hidden />}
          </Group>
        </UnstyledButton>
        <Group
          id={figuresId}
          gap="xl"
          style={{ rowGap: 'var(--mantine-spacing-xs)' }}
          wrap="wrap"
          component="dl"
          m={0}
          aria-label={t('totals.label')}
          className={classes.figures}
          data-expanded={expanded}
        >
          {figures.map(([key, value]) => (
            <div key={key}>
              <Text component="dt" size="xs" c="dimmed">
                {t(`totals.${key}`)}
              </Text>
              <Text
                component="dd"
                m={0}
                fw={key === 'totalWithTaxes' ? 700 : 600}
                className={classes.figure}
                data-testid={`total-${key}`}
              >
                {formatDecimalMoney(value, currency)}
              </Text>
            </div>
          ))}
          <div>
            <Text component="dt" size="xs" c="dimmed">
              {t('totals.profitRatio')}
            </Text>
            <Text component="dd" m={0} fw={600} className={classes.figure} data-testid="total-profitRatio">
              {ratioText}
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
