import type { PersonRow } from '@ajanda/contracts/reports/sales-reports'
import { Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ToneBadge } from '../../../shared/ui/tone-badge'
import type { ReportViewProps } from '../components/report-parts'
import { GroupReport } from './group-report'

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
  return (
    <GroupReport<PersonRow>
      name="people-performance"
      query={query}
      bucket="user"
      heading={t('figures.person')}
      minWidth={1020}
      describe={(row) => ({
        id: row.user_id,
        name: row.full_name,
        cell: (name) => <PersonCell row={row} name={name} />,
      })}
    />
  )
}
