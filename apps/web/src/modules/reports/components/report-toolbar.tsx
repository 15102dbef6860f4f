import type { ReportName } from '@ajanda/contracts/reports/report-query'
import { Box, Button, Group } from '@mantine/core'
import { IconFileSpreadsheet } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DateRangeShortcuts } from '../../../shared/ui/date-range-shortcuts'
import { notifyError } from '../../../shared/ui/notify'
import { ScopeUserPicker } from '../../../shared/ui/scope-user-picker'
import { scopeOptionsQueryOptions } from '../../users/users.api'
import { type ReportFilters, reportQuery } from '../report-search'
import { exportReport } from '../reports.api'

interface ReportToolbarProps {
  name: ReportName
  filters: ReportFilters
  onChange: (change: Partial<ReportFilters>) => void
}

/** The range with its shortcuts, the scoped user picker and the Excel export of the open report. */
export function ReportToolbar({ name, filters, onChange }: ReportToolbarProps) {
  const { t } = useTranslation('reports')
  const scopeGroups = useQuery(scopeOptionsQueryOptions())
  const [exporting, setExporting] = useState(false)
  const runExport = async () => {
    setExporting(true)
    try {
      await exportReport(name, reportQuery(filters))
    } catch {
      notifyError(t('toolbar.exportFailed'))
    } finally {
      setExporting(false)
    }
  }
  return (
    <Group
      gap="sm"
      wrap="wrap"
      align="flex-end"
      justify="space-between"
      role="group"
      aria-label={t('toolbar.label')}
    >
      <Group gap="sm" wrap="wrap" align="flex-end" style={{ flex: '1 1 auto' }}>
        <Box w={{ base: '100%', xs: 260 }}>
          <DateRangeShortcuts
            label={t('toolbar.range')}
            value={filters}
            onChange={(range) => onChange(range)}
            shortcutLabel={(shortcut) => t(`shortcuts.${shortcut}`)}
          />
        </Box>
        <Box w={{ base: '100%', xs: 240 }}>
          <ScopeUserPicker
            label={t('toolbar.scope')}
            groups={scopeGroups.data}
            value={filters.scope}
            onChange={(scope) => onChange({ scope: scope ?? 'all' })}
            loading={scopeGroups.isLoading}
          />
        </Box>
      </Group>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        onClick={runExport}
        loading={exporting}
        title={t('toolbar.exportLabel')}
      >
        {t('toolbar.export')}
      </Button>
    </Group>
  )
}
