import { REPORT_NAMES, type ReportName } from '@ajanda/contracts/reports/report-query'
import { Box, Card, Grid, NavLink, Select, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { usePageRecord } from '../../../shared/navigation/page-record'
import { NotFoundPage } from '../../../shared/pages/not-found-page'
import { todayDay } from '../../../shared/ui/date-range-shortcuts'
import { DrilldownProvider } from '../components/drilldown-context'
import { DrilldownDrawer } from '../components/drilldown-drawer'
import { ReportToolbar } from '../components/report-toolbar'
import {
  filtersFromSearch,
  type ReportFilters,
  reportNameOf,
  reportQuery,
  searchFromFilters,
} from '../report-search'
import { REPORT_VIEWS } from '../reports/report-views'
import type { DrilldownTarget } from '../reports.api'
import { registerReportTexts } from '../reports-texts'

registerReportTexts()

/** /reports/{name}: the list of the ten reports, the toolbar (range, scope, export) and the open report. */
export function ReportsPage() {
  const name = reportNameOf(useParams().sub)
  if (!name) return <NotFoundPage />
  return <ReportScreen name={name} />
}

function ReportScreen({ name }: { name: ReportName }) {
  const { t } = useTranslation('reports')
  const [params, setParams] = useSearchParams()
  const filters = filtersFromSearch(params, todayDay())
  const query = reportQuery(filters)
  const [drilldown, setDrilldown] = useState<DrilldownTarget | null>(null)
  const title = t(`names.${name}`)
  usePageRecord({ title })
  const update = (change: Partial<ReportFilters>) =>
    setParams(searchFromFilters({ ...filters, ...change }), { replace: true })
  const View = REPORT_VIEWS[name]

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 3, xl: 2 }}>
        <ReportList current={name} search={searchFromFilters(filters).toString()} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9, xl: 10 }}>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="report-title">
          <Stack gap="md">
            <div>
              <Text component="h2" id="report-title" fw={650} fz="h3">
                {title}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`intros.${name}`)}
              </Text>
            </div>
            <ReportToolbar name={name} filters={filters} onChange={update} />
            <DrilldownProvider open={setDrilldown}>
              <View query={query} />
            </DrilldownProvider>
          </Stack>
        </Card>
      </Grid.Col>
      <DrilldownDrawer name={name} query={query} target={drilldown} onClose={() => setDrilldown(null)} />
    </Grid>
  )
}

/** The ten reports: a list on a wide screen, a select on a phone; the range and scope go along. */
function ReportList({ current, search }: { current: ReportName; search: string }) {
  const { t } = useTranslation('reports')
  const navigate = useNavigate()
  const href = (name: ReportName) => `/reports/${name}${search ? `?${search}` : ''}`
  return (
    <>
      <Box hiddenFrom="md">
        <Select
          label={t('pick')}
          data={REPORT_NAMES.map((name) => ({ value: name, label: t(`names.${name}`) }))}
          value={current}
          onChange={(name) => name && navigate(href(name as ReportName))}
          allowDeselect={false}
        />
      </Box>
      <Card withBorder radius="md" padding="xs" visibleFrom="md" component="nav" aria-label={t('listLabel')}>
        {REPORT_NAMES.map((name) => (
          <NavLink
            key={name}
            component={Link}
            to={href(name)}
            label={t(`names.${name}`)}
            active={name === current}
            aria-current={name === current ? 'page' : undefined}
          />
        ))}
      </Card>
    </>
  )
}
