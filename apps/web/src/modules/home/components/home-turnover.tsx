import { roundForDisplay } from '@ajanda/contracts/budget-calc'
import type { HomeTurnover } from '@ajanda/contracts/home.contract'
import { Anchor, Group, Progress, Text } from '@mantine/core'
import { IconChartBar } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDecimalCount } from '../../../shared/format/money'

/** Whole money in the UI language ("1.250.000 TRY"): a glance, not an account. */
const whole = (value: string, currency: string) =>
  `${formatDecimalCount(roundForDisplay(value, 0))} ${currency}`

/**
 * A manager's month under the greeting: the turnover so far against the month's target, linking to the
 * performance report of the month (issue 24 item 4).
 */
export function HomeTurnoverLine({ turnover }: { turnover: HomeTurnover }) {
  const { t } = useTranslation('home')
  const percent =
    turnover.target_ratio === null ? null : Number(roundForDisplay(turnover.target_ratio, 4)) * 100
  const search = new URLSearchParams({ from: turnover.from, to: turnover.to })
  return (
    <Group gap="xs" mt="xs" wrap="wrap" data-testid="home-turnover">
      <IconChartBar size={16} aria-hidden />
      <Anchor component={Link} to={`/reports/performance?${search}`} size="sm" fw={600}>
        {t('turnover.month', { amount: whole(turnover.turnover, turnover.currency) })}
      </Anchor>
      <Text size="sm" c="dimmed">
        {turnover.target === null || percent === null
          ? t('turnover.noTarget')
          : t('turnover.ofTarget', {
              percent: formatDecimalCount(percent.toFixed(0)),
              target: whole(turnover.target, turnover.currency),
            })}
      </Text>
      {percent !== null && (
        <Progress
          value={Math.min(percent, 100)}
          w={120}
          size="sm"
          color={percent >= 100 ? 'green.8' : 'blue.7'}
          aria-label={t('turnover.progress')}
        />
      )}
    </Group>
  )
}
