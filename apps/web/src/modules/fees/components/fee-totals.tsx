import { PRODUCT_TYPE_LABELS } from '@ajanda/contracts/budget-labels'
import type { FeeStatus, FeeTotals } from '@ajanda/contracts/fees.contract'
import { Card, Group, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { FeeStatusBadge } from './fee-status-badge'
import { MoneyLines } from './money-lines'

/**
 * The project's fee totals: due, paid and balance per currency; the count and balance of each payment
 * status (a click filters the list by it); and each product's units sold against its capacity.
 */
export function FeeTotalsPanel({
  totals,
  status,
  onStatus,
}: {
  totals: FeeTotals
  status: FeeStatus | null
  onStatus: (status: FeeStatus | null) => void
}) {
  const { t, i18n } = useTranslation('fees')
  const lang = i18n.language.startsWith('en') ? 'en' : 'tr'
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {(
          [
            ['totalDue', totals.due],
            ['totalPaid', totals.paid],
            ['totalBalance', totals.balance],
          ] as const
        ).map(([label, amounts]) => (
          <Card key={label} withBorder padding="sm" radius="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(label)}
            </Text>
            <MoneyLines amounts={amounts} strong />
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Card withBorder padding="sm" radius="md">
          <Text size="sm" fw={600} mb="xs">
            {t('byStatus')}
          </Text>
          <Stack gap={4}>
            {totals.by_status.map((row) => (
              <UnstyledButton
                key={row.fee_status}
                onClick={() => onStatus(status === row.fee_status ? null : row.fee_status)}
                aria-pressed={status === row.fee_status}
                p={4}
                style={{
                  borderRadius: 6,
                  background: status === row.fee_status ? 'var(--mantine-color-blue-0)' : undefined,
                }}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="xs" wrap="nowrap">
                    <FeeStatusBadge status={row.fee_status} />
                    <Text size="sm">{row.count}</Text>
                  </Group>
                  <MoneyLines amounts={row.balance} />
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        </Card>
        <Card withBorder padding="sm" radius="md">
          <Text size="sm" fw={600} mb="xs">
            {t('byProduct')}
          </Text>
          <Table verticalSpacing={4} fz="sm">
            <Table.Tbody>
              {totals.by_product.map((row) => (
                <Table.Tr key={row.product_id}>
                  <Table.Td>
                    <Text size="sm">{row.name}</Text>
                    <Text size="xs" c="dimmed">
                      {PRODUCT_TYPE_LABELS[lang][row.product_type]}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {row.capacity === null
                      ? row.sold
                      : t('soldOf', { sold: row.sold, capacity: row.capacity })}
                  </Table.Td>
                  <Table.Td>
                    <MoneyLines amounts={row.gross} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      </SimpleGrid>
    </Stack>
  )
}
