import type { CurrencyAmount } from '@ajanda/contracts/project-suppliers.contract'
import type { Project } from '@ajanda/contracts/projects.contract'
import { Anchor, Stack, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDecimalMoney } from '../../../shared/format/money'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { LoadErrorAlert } from '../../../shared/ui/load-error-alert'
import { lowPriority, phoneTable } from '../../../shared/ui/table/column-priority'
import { TableSkeletonRows } from '../../../shared/ui/table/table-skeleton'
import { projectSuppliersQueryOptions } from '../project-suppliers.api'
import { registerProjectSupplierTexts } from '../project-suppliers-texts'

registerProjectSupplierTexts()

/** One amount per line: a supplier paid in TRY and EUR shows both, never a converted sum. */
function Amounts({ amounts, none }: { amounts: CurrencyAmount[]; none: string }) {
  if (amounts.length === 0) return <Text c="dimmed">{none}</Text>
  return (
    <Stack gap={0}>
      {amounts.map(({ currency, amount }) => (
        <Text key={currency} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDecimalMoney(amount, currency)}
        </Text>
      ))}
    </Stack>
  )
}

/**
 * The project's "Tedarikçiler" tab (/project/{code}/suppliers): the suppliers of its budget lines and
 * purchase invoices with their totals per currency; a row opens the supplier's page.
 */
export function ProjectSuppliersTab({ project }: { project: Project }) {
  const { t } = useTranslation('projectSuppliers')
  const list = useQuery(projectSuppliersQueryOptions(project.code))
  const rows = list.data?.data

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </div>
      {list.error && (
        <LoadErrorAlert
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void list.refetch()}
        />
      )}
      {rows && rows.length === 0 && <EmptyResults title={t('empty')} text={t('emptyHint')} />}
      {(list.isPending || (rows && rows.length > 0)) && (
        <Table.ScrollContainer minWidth={720} {...phoneTable}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.supplier')}</Table.Th>
                <Table.Th {...lowPriority}>{t('columns.categories')}</Table.Th>
                <Table.Th {...lowPriority}>{t('columns.lines')}</Table.Th>
                <Table.Th>{t('columns.buy')}</Table.Th>
                <Table.Th {...lowPriority}>{t('columns.invoices')}</Table.Th>
                <Table.Th>{t('columns.invoiced')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.isPending && <TableSkeletonRows columns={6} rows={3} />}
              {rows?.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/supplier/${encodeURIComponent(row.code)}`} fw={600}>
                      {row.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td {...lowPriority}>
                    {row.categories.length > 0 ? (
                      row.categories.map((category) => category.name).join(', ')
                    ) : (
                      <Text c="dimmed">{t('none')}</Text>
                    )}
                  </Table.Td>
                  <Table.Td {...lowPriority}>{t('lineCount', { count: row.budget_line_count })}</Table.Td>
                  <Table.Td>
                    <Amounts amounts={row.buy_totals} none={t('none')} />
                  </Table.Td>
                  <Table.Td {...lowPriority}>{t('invoiceCount', { count: row.invoice_count })}</Table.Td>
                  <Table.Td>
                    <Amounts amounts={row.invoice_totals} none={t('none')} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {rows && rows.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('total', { count: rows.length })}
        </Text>
      )}
    </Stack>
  )
}
