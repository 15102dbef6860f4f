import {
  FINANCE_REPORT_ROW_LIMIT,
  type UnclosedProjectsReport as Unclosed,
} from '@ajanda/contracts/reports/finance-reports'
import { Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { FigureButton } from '../components/figure-button'
import {
  MoneyFigure,
  NUMERIC,
  ReportBody,
  ReportSection,
  type ReportViewProps,
  StatCard,
  StatGrid,
  useReport,
} from '../components/report-parts'
import { CountTable, ReportTableHead } from '../components/report-table'
import { count, day, money } from '../report-format'
import { ProjectLink } from './project-link'

/** Projects past the closure tolerance and not closed: how many, how late, whose, and the list. */
export function UnclosedProjectsReport({ query }: ReportViewProps) {
  const { t } = useTranslation('reports')
  const result = useReport<Unclosed>('unclosed-projects', query)
  return (
    <ReportBody result={result} isEmpty={(data) => data.count === 0}>
      {(data) => {
        const all = { metric: 'unclosed', bucket: 'total' as const, title: t('figures.unclosed') }
        return (
          <>
            <StatGrid>
              <StatCard
                label={t('figures.unclosed')}
                hint={t('figures.tolerance', { count: data.project_closure_tolerance })}
              >
                <FigureButton value={count(data.count)} target={all} />
              </StatCard>
              <StatCard label={t('figures.turnover')}>
                <MoneyFigure amount={data.turnover} currency={data.company_currency} target={all} />
              </StatCard>
            </StatGrid>
            <ReportSection title={t('sections.byAge')} minWidth={320}>
              <CountTable
                heading={t('figures.daysOverdue')}
                countHeading={t('figures.count')}
                rows={data.by_age.map((row) => ({
                  key: row.bucket,
                  label: t(`unclosedAge.${row.bucket}`),
                  count: row.count,
                }))}
              />
            </ReportSection>
            <ReportSection title={t('sections.byUser')} minWidth={320}>
              <CountTable
                heading={t('figures.person')}
                countHeading={t('figures.unclosed')}
                rows={data.by_user.map((row) => {
                  const key = row.user_id === null ? 'none' : String(row.user_id)
                  const name = row.name ?? t('none')
                  return {
                    key,
                    label: name,
                    count: row.count,
                    target: {
                      metric: 'unclosed',
                      bucket: 'user',
                      key,
                      title: `${t('figures.unclosed')} · ${name}`,
                    },
                  }
                })}
              />
            </ReportSection>
            <ReportSection
              title={t('sections.projects')}
              minWidth={900}
              note={
                data.count > data.projects.length
                  ? t('rowsLimited', { count: FINANCE_REPORT_ROW_LIMIT })
                  : undefined
              }
            >
              <Table striped highlightOnHover verticalSpacing="xs">
                <ReportTableHead
                  text={[
                    t('figures.project'),
                    t('figures.client'),
                    t('figures.person'),
                    t('figures.status'),
                    t('figures.endsAt'),
                  ]}
                  numeric={[t('figures.daysOverdue'), t('figures.turnover')]}
                />
                <Table.Tbody>
                  {data.projects.map((row) => (
                    <Table.Tr key={row.id} data-testid={`unclosed-${row.code}`}>
                      <Table.Td>
                        <ProjectLink code={row.code} name={row.name} reference={row.project_ref} />
                      </Table.Td>
                      <Table.Td>{row.client_name ?? '–'}</Table.Td>
                      <Table.Td>{row.responsible_name ?? '–'}</Table.Td>
                      <Table.Td>
                        <StageText status={row.current_status} />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(row.ends_at)}</Table.Td>
                      <Table.Td style={NUMERIC}>{count(row.days_overdue)}</Table.Td>
                      <Table.Td style={NUMERIC}>{money(row.turnover, data.company_currency)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ReportSection>
          </>
        )
      }}
    </ReportBody>
  )
}

/** A project's status group in the agency's words ("Hazırlık", "İş Fırsatı"). */
export function StageText({ status }: { status: string }) {
  const { t } = useTranslation('projects')
  const group = status.startsWith('LEAD') ? 'LEAD' : status
  return <>{t(`statusGroups.${group}` as 'statusGroups.LEAD', { defaultValue: status })}</>
}
