import type { AccountingKind } from '@ajanda/contracts/accounting.contract'
import { Group, Select } from '@mantine/core'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
import { IconCalendar } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { ScopeUserPicker } from '../../../shared/ui/scope-user-picker'
import { PLACEHOLDER_STYLES } from '../../projects/components/picker-styles'
import { datePresets } from '../../projects/components/project-filters'
import { scopeOptionsQueryOptions } from '../../users/users.api'
import { type AccountingFilters, partySide, statusesOf } from '../accounting-filters'
import { RecordFilter } from './record-filter'

const DAY = 'YYYY-MM-DD'

interface AccountingFilterBarProps {
  kind: AccountingKind
  filters: AccountingFilters
  onChange: (change: Partial<AccountingFilters>) => void
  /** Under a project the project is fixed: no project filter. */
  withProject: boolean
}

/**
 * The accounting lists' filter bar: status (by the list), project, supplier or client (by the list's
 * side), requester through the scoped picker, and the date range with the shortcuts of /projects.
 */
export function AccountingFilterBar({ kind, filters, onChange, withProject }: AccountingFilterBarProps) {
  const { t, i18n } = useTranslation('accounting')
  const scopeGroups = useQuery(scopeOptionsQueryOptions())
  const statuses = statusesOf(kind)
  const side = partySide(kind)
  const presets = datePresets()
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      {statuses.length > 0 && (
        <Select
          label={t('filters.status')}
          placeholder={t('filters.statusPlaceholder')}
          data={statuses.map((value) => ({ value, label: t(`statuses.${value}` as 'statuses.PAID') }))}
          value={filters.status}
          onChange={(status) => onChange({ status })}
          clearable
          w={170}
        />
      )}
      {withProject && (
        <RecordFilter
          source="projects"
          label={t('filters.project')}
          placeholder={t('filters.projectPlaceholder')}
          value={filters.projectId}
          onChange={(projectId) => onChange({ projectId })}
        />
      )}
      {side && (
        <RecordFilter
          key={side}
          source={side === 'supplier' ? 'suppliers' : 'clients'}
          label={t(side === 'supplier' ? 'filters.supplier' : 'filters.client')}
          placeholder={t('filters.partyPlaceholder')}
          value={filters.partyId}
          onChange={(partyId) => onChange({ partyId })}
        />
      )}
      <ScopeUserPicker
        label={t('filters.requester')}
        groups={scopeGroups.data}
        value={filters.requester}
        onChange={(requester) => onChange({ requester })}
        loading={scopeGroups.isLoading}
        w={220}
      />
      <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'tr', firstDayOfWeek: 1 }}>
        <DatePickerInput
          type="range"
          styles={PLACEHOLDER_STYLES}
          label={t('filters.dates')}
          placeholder={t('filters.datesPlaceholder')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={[filters.dateFrom, filters.dateTo]}
          onChange={([from, to]) => {
            if (from && !to) return
            onChange({
              dateFrom: from ? dayjs(from).format(DAY) : null,
              dateTo: to ? dayjs(to).format(DAY) : null,
            })
          }}
          valueFormat="DD MMM YYYY"
          clearable
          allowSingleDateInRange
          presets={(Object.keys(presets) as (keyof typeof presets)[]).map((key) => ({
            value: [presets[key][0].format(DAY), presets[key][1].format(DAY)] as [string, string],
            label: t(`filters.presets.${key}`),
          }))}
          w={250}
          clearButtonProps={{ 'aria-label': t('filters.clearDates') }}
        />
      </DatesProvider>
    </Group>
  )
}
