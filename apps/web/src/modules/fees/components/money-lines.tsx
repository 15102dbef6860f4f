import type { Money } from '@ajanda/contracts/fees.contract'
import { Stack, Text } from '@mantine/core'
import { formatDecimalMoney } from '../../../shared/format/money'

/** Amounts in several currencies, one per line ("—" when there are none). */
export function MoneyLines({ amounts, strong = false }: { amounts: readonly Money[]; strong?: boolean }) {
  if (amounts.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    )
  return (
    <Stack gap={0}>
      {amounts.map((money) => (
        <Text key={money.currency} size="sm" fw={strong ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
          {formatDecimalMoney(money.amount, money.currency)}
        </Text>
      ))}
    </Stack>
  )
}
