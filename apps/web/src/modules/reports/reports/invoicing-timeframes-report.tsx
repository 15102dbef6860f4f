import {
  FINANCE_REPORT_ROW_LIMIT,
  type InvoicingTimeframesReport as Invoicing,
} from '@ajanda/contracts/reports/finance-reports'
import { Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { FigureButton } from '../components/figure-button'
import {
  NUMERIC,
  ReportBody,
  ReportSection,
  type ReportViewProps,
  StatCard,
  StatGrid,
  useReport,
} from '../components/report-parts'
import { ReportTableHead } from '../components/report-table'
import { count, day, money, monthName } from '../report-format'
import type { DrilldownTarget } from '../reports.api'
import { ProjectLink } from './project-link'

type Summary = Pick<Invoicing, 'project_count' | 'invoiced_count' | 'not_invoiced_count' | 'average_days'>
type Row = Invoicing['invoiced'][number]

/** Days from the events' end to their sales invoice: spread, by month, by person; the projects not invoiced. */
export function InvoicingTimeframesReport({ query }: ReportViewProps) {
  const { t, i18n } = useTranslation('reports')
  const result = useReport<Invoicing>('invoicing-timeframes', query)
  const decimal = (value: string | null) =>
    value === null
      ? '–'
      : new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'tr-TR').format(Number(value))
  return (
    <ReportBody result={result} isEmpty={(data) => data.project_count === 0}>
      {(data) => {
        const target = (
          metric: 'invoiced_projects' | 'not_invoiced_projects',
          bucket: 'total' | 'month' | 'user',
          key: string | undefined,
          name: string,
        ): DrilldownTarget => ({
          metric,
          bucket,
          key,
          title: `${t(metric === 'invoiced_projects' ? 'figures.invoicedProjects' : 'figures.notInvoiced')} · ${name}`,
        })
        const summaryCells = (
          row: Summary,
          bucket: 'total' | 'month' | 'user',
          key: string | undefined,
          name: string,
        ) => (
          <>
            <Table.Td style={NUMERIC}>{count(row.project_count)}</Table.Td>
            <Table.Td style={NUMERIC}>
              <FigureButton
                value={count(row.invoiced_count)}
                target={target('invoiced_projects', bucket, key, name)}
              />
            </Table.Td>
            <Table.Td style={NUMERIC}>
              <FigureButton
                value={count(row.not_invoiced_count)}
                target={target('not_invoiced_projects', bucket, key, name)}
              />
            </Table.Td>
            <Table.Td style={NUMERIC}>{decimal(row.average_days)}</Table.Td>
          </>
        )
        const summaryHead = (first: string) => (
          <ReportTableHead
            text={[first]}
            numeric={[
              t('figures.projects'),
              t('figures.invoicedProjects'),
              t('figures.notInvoiced'),
              t('figures.averageDays'),
            ]}
          />
        )
        const projectRows = (rows: readonly Row[], invoiced: boolean) => (
          <Table striped highlightOnHover verticalSpacing="xs">
            <ReportTableHead
              text={[
                t('figures.project'),
                t('figures.client'),
                t('figures.person'),
                t('figures.endsAt'),
                ...(invoiced ? [t('figures.firstInvoice')] : []),
              ]}
              numeric={[t('figures.days'), t('figures.turnover')]}
            />
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <ProjectLink code={row.code} name={row.name} reference={row.project_ref} />
                  </Table.Td>
                  <Table.Td>{row.client_name ?? '–'}</Table.Td>
                  <Table.Td>{row.responsible_name ?? '–'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(row.ends_at)}</Table.Td>
                  {invoiced && (
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(row.first_invoice_date)}</Table.Td>
                  )}
                  <Table.Td style={NUMERIC}>{count(row.days)}</Table.Td>
                  <Table.Td style={NUMERIC}>{money(row.turnover, data.company_currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
        return (
          <>
            <StatGrid>
              <StatCard label={t('figures.invoicedProjects')}>
                <FigureButton
                  value={count(data.invoiced_count)}
                  target={target('invoiced_projects', 'total', undefined, t('total'))}
                />
              </StatCard>
              <StatCard label={t('figures.notInvoiced')}>
                <FigureButton
                  value={count(data.not_invoiced_count)}
                  target={target('not_invoiced_projects', 'total', undefined, t('total'))}
                />
              </StatCard>
              <StatCard label={t('figures.averageDays')}>{decimal(data.average_days)}</StatCard>
              <StatCard label={t('figures.medianDays')}>{count(data.median_days)}</StatCard>
            </StatGrid>
            <ReportSection title={t('sections.buckets')} minWidth={320}>
              <Table striped verticalSpacing="xs">
                <ReportTableHead text={[t('figures.days')]} numeric={[t('figures.projects')]} />
                <Table.Tbody>
                  {data.buckets.map((row) => (
                    <Table.Tr key={row.bucket}>
                      <Table.Td>{t(`invoicingBuckets.${row.bucket}`)}</Table.Td>
                      <Table.Td style={NUMERIC}>{count(row.count)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ReportSection>
            <ReportSection title={t('sections.byMonth')} minWidth={560}>
              <Table striped highlightOnHover verticalSpacing="xs">
                {summaryHead(t('figures.month'))}
                <Table.Tbody>
                  {data.months.map((row) => {
                    const label = monthName(row.month)
                    return (
                      <Table.Tr key={row.month}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{label}</Table.Td>
                        {summaryCells(row, 'month', row.month, label)}
                      </Table.Tr>
                    )
                  })}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr fw={700}>
                    <Table.Td>{t('total')}</Table.Td>
                    {summaryCells(data, 'total', undefined, t('total'))}
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </ReportSection>
            <ReportSection title={t('sections.byUser')} minWidth={560}>
              <Table striped highlightOnHover verticalSpacing="xs">
                {summaryHead(t('figures.person'))}
                <Table.Tbody>
                  {data.by_user.map((row) => {
                    const key = row.user_id === null ? 'none' : String(row.user_id)
                    const name = row.name ?? t('none')
                    return (
                      <Table.Tr key={key}>
                        <Table.Td>{name}</Table.Td>
                        {summaryCells(row, 'user', key, name)}
                      </Table.Tr>
                    )
                  })}
                </Table.Tbody>
              </Table>
            </ReportSection>
            {data.not_invoiced.length > 0 && (
              <ReportSection
                title={t('sections.notInvoiced')}
                minWidth={860}
                note={
                  data.not_invoiced_count > data.not_invoiced.length
                    ? t('rowsLimited', { count: FINANCE_REPORT_ROW_LIMIT })
                    : undefined
                }
              >
                {projectRows(data.not_invoiced, false)}
              </ReportSection>
            )}
            {data.invoiced.length > 0 && (
              <ReportSection
                title={t('sections.invoiced')}
                minWidth={960}
                note={
                  data.invoiced_count > data.invoiced.length
                    ? t('rowsLimited', { count: FINANCE_REPORT_ROW_LIMIT })
                    : undefined
                }
              >
                {projectRows(data.invoiced, true)}
              </ReportSection>
            )}
          </>
        )
      }}
    </ReportBody>
  )
}
