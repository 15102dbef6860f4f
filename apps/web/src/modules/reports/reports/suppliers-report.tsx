import type { SuppliersReport as Suppliers } from '@ajanda/contracts/reports/finance-reports'
import { Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import {
  MoneyList,
  NUMERIC,
  ReportBody,
  ReportSection,
  type ReportViewProps,
  StatCard,
  StatGrid,
  useReport,
} from '../components/report-parts'
import { ReportTableHead } from '../components/report-table'
import { count, monthName } from '../report-format'

/** Spend (purchase invoices dated in the range) by category, by supplier and by month, per currency. */
export function SuppliersReport({ query }: ReportViewProps) {
  const { t } = useTranslation('reports')
  const result = useReport<Suppliers>('suppliers', query)
  return (
    <ReportBody result={result} isEmpty={(data) => data.invoice_count === 0}>
      {(data) => {
        const spend =
          (bucket: 'total' | 'month' | 'supplier' | 'category', key: string | undefined, name: string) =>
          (currency: string) => ({
            metric: 'spend',
            bucket,
            key,
            currency,
            title: `${t('figures.spend')} · ${name}`,
          })
        return (
          <>
            <StatGrid>
              <StatCard label={t('figures.spend')}>
                <MoneyList
                  amounts={data.spend}
                  target={spend('total', undefined, t('total'))}
                  align="flex-start"
                />
              </StatCard>
              <StatCard label={t('figures.invoices')}>{count(data.invoice_count)}</StatCard>
              <StatCard label={t('figures.suppliers')}>{count(data.supplier_count)}</StatCard>
            </StatGrid>
            <ReportSection title={t('sections.byCategory')} minWidth={560}>
              <Table striped highlightOnHover verticalSpacing="xs">
                <ReportTableHead
                  text={[t('figures.category')]}
                  numeric={[t('figures.suppliers'), t('figures.invoices'), t('figures.spend')]}
                />
                <Table.Tbody>
                  {data.categories.map((row) => {
                    const key = row.category_id === null ? 'none' : String(row.category_id)
                    const name = row.name ?? t('figures.uncategorised')
                    return (
                      <Table.Tr key={key}>
                        <Table.Td>{name}</Table.Td>
                        <Table.Td style={NUMERIC}>{count(row.supplier_count)}</Table.Td>
                        <Table.Td style={NUMERIC}>{count(row.invoice_count)}</Table.Td>
                        <Table.Td style={NUMERIC}>
                          <MoneyList amounts={row.spend} target={spend('category', key, name)} />
                        </Table.Td>
                      </Table.Tr>
                    )
                  })}
                </Table.Tbody>
              </Table>
            </ReportSection>
            <ReportSection title={t('sections.bySupplier')} minWidth={720}>
              <Table striped highlightOnHover verticalSpacing="xs">
                <ReportTableHead
                  text={[t('figures.supplier'), t('figures.category')]}
                  numeric={[t('figures.invoices'), t('figures.projects'), t('figures.spend')]}
                />
                <Table.Tbody>
                  {data.suppliers.map((row) => (
                    <Table.Tr key={row.supplier_id} data-testid={`supplier-${row.supplier_id}`}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {row.name}
                        </Text>
                      </Table.Td>
                      <Table.Td>{row.category_name ?? t('figures.uncategorised')}</Table.Td>
                      <Table.Td style={NUMERIC}>{count(row.invoice_count)}</Table.Td>
                      <Table.Td style={NUMERIC}>{count(row.project_count)}</Table.Td>
                      <Table.Td style={NUMERIC}>
                        <MoneyList
                          amounts={row.spend}
                          target={spend('supplier', String(row.supplier_id), row.name)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ReportSection>
            <ReportSection title={t('sections.byMonth')} minWidth={360} note={t('invoiceCurrencyNote')}>
              <Table striped highlightOnHover verticalSpacing="xs">
                <ReportTableHead text={[t('figures.month')]} numeric={[t('figures.spend')]} />
                <Table.Tbody>
                  {data.months.map((row) => {
                    const label = monthName(row.month)
                    return (
                      <Table.Tr key={row.month}>
                        <Table.Td>{label}</Table.Td>
                        <Table.Td style={NUMERIC}>
                          <MoneyList amounts={row.spend} target={spend('month', row.month, label)} />
                        </Table.Td>
                      </Table.Tr>
                    )
                  })}
                </Table.Tbody>
              </Table>
            </ReportSection>
          </>
        )
      }}
    </ReportBody>
  )
}
