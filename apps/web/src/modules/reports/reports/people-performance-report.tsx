import type { PeoplePerformance, PersonRow } from '@ajanda/contracts/reports/sales-reports'
import { Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ToneBadge } from '../../../shared/ui/tone-badge'
import { ReportBody, ReportSection, type ReportViewProps, useReport } from '../components/report-parts'
import { GroupTable } from './group-table'

function PersonCell({ row, name }: { row: PersonRow; name: string }) {
  const { t } = useTranslation('reports')
  const unit = [row.division_name, row.team_name].filter(Boolean).join(' · ')
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={500}>
          {name}
        </Text>
        {row.deactivated && <ToneBadge tone="gray">{t('figures.deactivated')}</ToneBadge>}
      </Group>
      {unit && (
        <Text size="xs" c="dimmed">
          {unit}
        </Text>
      )}
    </Stack>
  )
}

/** Each responsible person's turnover, profit, target, and offers won and lost. */
export function PeoplePerformanceReport({ query }: ReportViewProps) {
  const { t } = useTranslation('reports')
  const result = useReport<PeoplePerformance>('people-performance', query)
  return (
    <ReportBody result={result} isEmpty={(data) => data.rows.length === 0}>
      {(data) => (
        <>
          <ReportSection title={t('figures.person')} minWidth={1020}>
            <GroupTable
              bucket="user"
              heading={t('figures.person')}
              currency={data.currency}
              totals={data.totals}
              rows={data.rows.map((row) => {
                const name = row.full_name ?? t('none')
                return {
                  ...row,
                  key: row.user_id === null ? 'none' : String(row.user_id),
                  name,
                  cell: <PersonCell row={row} name={name} />,
                }
              })}
            />
          </ReportSection>
          <Text size="xs" c="dimmed">
            {t('currencyNote', { currency: data.currency })}
          </Text>
        </>
      )}
    </ReportBody>
  )
}
