import type { LeadCard } from '@ajanda/contracts/projects.contract'
import { Badge, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core'
import { IconLayoutKanban, IconList, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useMe } from '../../../shared/session/use-session'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { PhoneFilters } from '../../../shared/ui/phone-filters'
import { eventCompanyQueryOptions } from '../../event-companies/event-companies.api'
import { leadBoardQueryOptions, leadListQueryOptions } from '../bizdev.api'
import {
  applyFilterChange,
  type BizdevFilters,
  filterQuery,
  listQuery,
  parseFilters,
} from '../bizdev-filters'
import { stageNames } from '../board-grouping'
import { BizdevFiltersBar } from '../components/bizdev-filters-bar'
import { LeadBoard, LeadBoardSkeleton } from '../components/lead-board'
import { LeadListTable } from '../components/lead-list-table'
import { openLeadModal } from '../lead-modal-store'
import { useStageMove } from '../use-stage-move'

/** How many cards a column shows before "+N daha". */
export const CARDS_PER_STAGE = 20

/** /bizdev: the pipeline board or the lead list, with filters kept in the URL. */
export function BizdevPage() {
  const { t } = useTranslation(['bizdev', 'common'])
  const me = useMe()
  const [params, setParams] = useSearchParams()
  const filters = parseFilters(params)
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data
  const names = stageNames(company?.bizdev_stages)
  const board = useQuery({
    ...leadBoardQueryOptions({ ...filterQuery(filters), per_stage: CARDS_PER_STAGE }),
    enabled: filters.view === 'board',
  })
  const list = useQuery({ ...leadListQueryOptions(listQuery(filters)), enabled: filters.view === 'list' })
  const { moveTo } = useStageMove()
  const update = (change: Partial<BizdevFilters>) =>
    setParams((old) => applyFilterChange(old, change), { replace: true })
  const moreHref = (stage: number) =>
    `?${applyFilterChange(params, { view: 'list', stages: [stage] }).toString()}`

  const onMove = (lead: LeadCard, stage: number) => moveTo(lead, stage)
  const newButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => openLeadModal()}>
      {t('newLead')}
    </Button>
  )
  const boardEmpty = board.data?.stages.every((column) => column.count === 0)

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text component="h2" fw={650} fz="h3">
          {t('title')}
        </Text>
        <Group gap="sm">
          <SegmentedControl
            aria-label={t('view.label')}
            value={filters.view}
            onChange={(value) => update({ view: value as BizdevFilters['view'], stages: [] })}
            data={[
              {
                value: 'board',
                label: (
                  <Group gap={6} wrap="nowrap">
                    <IconLayoutKanban size={16} aria-hidden />
                    {t('view.board')}
                  </Group>
                ),
              },
              {
                value: 'list',
                label: (
                  <Group gap={6} wrap="nowrap">
                    <IconList size={16} aria-hidden />
                    {t('view.list')}
                  </Group>
                ),
              },
            ]}
          />
          {newButton}
        </Group>
      </Group>
      <Card withBorder radius="md" padding="lg" component="section" aria-label={t('title')}>
        <Stack gap="md">
          <PhoneFilters>
            <BizdevFiltersBar filters={filters} onChange={update} />
          </PhoneFilters>
          {filters.view === 'list' && filters.stages.length > 0 && (
            <Group gap="xs">
              <Text size="sm">{t('list.stagesShown')}</Text>
              {filters.stages.map((stage) => (
                <Badge key={stage} variant="outline" color="blue.9" style={{ textTransform: 'none' }}>
                  {names.get(stage) ?? stage}
                </Badge>
              ))}
              <Button variant="subtle" size="compact-sm" onClick={() => update({ stages: [] })}>
                {t('list.allStages')}
              </Button>
            </Group>
          )}
          {filters.view === 'board' ? (
            board.data ? (
              <>
                <LeadBoard board={board.data} names={names} moreHref={moreHref} onMove={onMove} />
                {boardEmpty && <EmptyResults filtered text={t('board.empty')} action={newButton} />}
              </>
            ) : (
              <LeadBoardSkeleton />
            )
          ) : (
            <LeadListTable page={list.data} filters={filters} onChange={update} />
          )}
        </Stack>
      </Card>
    </Stack>
  )
}
