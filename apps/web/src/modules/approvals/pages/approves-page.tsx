import { Badge, Button, Card, Group, Stack, Tabs, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { PhoneFilters } from '../../../shared/ui/phone-filters'
import { TablePager } from '../../../shared/ui/table/table-pager'
import { approvalsPageQueryOptions } from '../approves.api'
import {
  type ApprovesFilters,
  approvalsQuery,
  approvesFiltersFromSearch,
  changeApprovesFilters,
  DEFAULT_APPROVES_FILTERS,
  hasApprovesFilter,
  positiveInt,
  writeApprovesFilters,
} from '../approves-filters'
import { ApprovesFilterBar } from '../components/approves-filter-bar'
import { ApprovesTable } from '../components/approves-table'
import { NewRequestMenu } from '../components/new-request-menu'
import { RequestDrawer } from '../components/request-drawer'

const TABS = ['waiting', 'mine', 'decided'] as const

/**
 * /approves: the requests waiting for my decision (badge: how many), my own requests and the ones I
 * decided, filtered by status, type and day range; a row opens the request's drawer (`?request={id}`).
 */
export function ApprovesPage() {
  const { t } = useTranslation('approvals')
  const [params, setParams] = useSearchParams()
  const filters = approvesFiltersFromSearch(params)
  const openId = positiveInt(params.get('request'))
  const list = useQuery(approvalsPageQueryOptions(approvalsQuery(filters)))
  const rows = list.data?.data
  const waitingCount = list.data?.waiting_count ?? 0

  const update = (change: Partial<ApprovesFilters>) =>
    setParams(writeApprovesFilters(params, changeApprovesFilters(filters, change)), {
      replace: !('page' in change) && !('tab' in change),
    })
  const openRequest = (id: number | null) => {
    const next = new URLSearchParams(params)
    if (id === null) next.delete('request')
    else next.set('request', String(id))
    setParams(next)
  }
  const filtered = hasApprovesFilter(filters)
  const content = (
    <Card withBorder radius="md" padding="lg">
      <Group mb="md">
        <PhoneFilters active={filtered}>
          <ApprovesFilterBar filters={filters} onChange={update} />
        </PhoneFilters>
      </Group>
      {list.error && !rows ? <ErrorAlert message={list.error.message || t('approves.loadFailed')} /> : null}
      {list.error && !rows ? null : <ApprovesTable rows={rows} busy={list.isFetching} onOpen={openRequest} />}
      {rows && rows.length === 0 && (
        <EmptyResults
          filtered={filtered}
          text={filtered ? t('approves.empty.filtered') : t(`approves.empty.${filters.tab}`)}
          action={
            filtered ? (
              <Button
                variant="light"
                onClick={() => update({ ...DEFAULT_APPROVES_FILTERS, tab: filters.tab })}
              >
                {t('approves.clearFilters')}
              </Button>
            ) : filters.tab === 'mine' ? (
              <NewRequestMenu />
            ) : null
          }
        />
      )}
      {list.data && <TablePager page={list.data} onChange={(page) => update({ page })} />}
    </Card>
  )

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text component="h2" fw={650} fz="h3">
          {t('approves.title')}
        </Text>
        <NewRequestMenu />
      </Group>
      <Tabs
        value={filters.tab}
        onChange={(value) => value && update({ tab: value as ApprovesFilters['tab'] })}
      >
        <Tabs.List aria-label={t('approves.tabsLabel')}>
          {TABS.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              rightSection={
                tab === 'waiting' && waitingCount > 0 ? (
                  <Badge
                    size="sm"
                    circle={waitingCount < 10}
                    color="red.8"
                    title={t('approves.waitingBadge', { count: waitingCount })}
                    data-testid="waiting-badge"
                  >
                    {waitingCount}
                  </Badge>
                ) : null
              }
            >
              {t(`approves.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* Every tab has its panel (aria-controls points somewhere); only the active one holds the list. */}
        {TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            {tab === filters.tab && content}
          </Tabs.Panel>
        ))}
      </Tabs>
      <RequestDrawer id={openId} onClose={() => openRequest(null)} onOpenRequest={openRequest} />
    </Stack>
  )
}
