import { TASK_LIST_TYPES, type TaskListType } from '@ajanda/contracts/tasks.contract'
import { Button, Card, Group, SegmentedControl, Stack, Tabs, Title } from '@mantine/core'
import { IconFlag, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { PageLoader } from '../../../shared/ui/page-loader'
import { PhoneFilters } from '../../../shared/ui/phone-filters'
import { TablePager } from '../../../shared/ui/table/table-pager'
import { TaskBoard } from '../components/task-board'
import { NO_TASK_FILTERS, SCOPED_TYPES, TaskFilters, type TaskFilterValues } from '../components/task-filters'
import { TaskTable } from '../components/task-table'
import { openTaskModal } from '../task-modal-store'
import { taskListQueryOptions } from '../tasks.api'
import { useCompleteTask } from '../use-complete-task'

const PER_PAGE = 200
type View = 'board' | 'table'

const isListType = (value: string | undefined): value is TaskListType =>
  (TASK_LIST_TYPES as readonly string[]).includes(value ?? '')

/**
 * /tasks/{type}: my tasks, the ones I assigned, my team's, everyone's in my scope, the completed ones —
 * as a board of my sections (drag tasks between them, reorder them) or as a list. `?task={id}` opens
 * that task's modal (a notification's link).
 */
export function TasksPage() {
  const { type } = useParams()
  if (!isListType(type)) return <Navigate to="/tasks/list" replace />
  return <TasksOfType type={type} />
}

function TasksOfType({ type }: { type: TaskListType }) {
  const { t } = useTranslation('tasks')
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const [filters, setFilters] = useState<TaskFilterValues>(NO_TASK_FILTERS)
  const [page, setPage] = useState(1)
  const [view, setView] = useState<View>('board')
  const complete = useCompleteTask()
  const user = SCOPED_TYPES.includes(type) ? filters.user : null
  const list = useQuery(taskListQueryOptions({ type, ...filters, user, page, per_page: PER_PAGE }))

  // A notification links to /tasks/list?task={id}: open that task's modal once, then drop the parameter.
  const linked = Number(params.get('task'))
  useEffect(() => {
    if (!Number.isInteger(linked) || linked <= 0) return
    openTaskModal({ taskId: linked })
    const next = new URLSearchParams(params)
    next.delete('task')
    setParams(next, { replace: true })
  }, [linked, params, setParams])

  const changeFilters = (next: TaskFilterValues) => {
    setFilters(next)
    setPage(1)
  }
  const filtered = filters.label !== null || filters.project_id !== null || filters.q !== '' || user !== null
  const tasks = list.data?.tasks.data ?? []
  const sections = list.data?.sections ?? []

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2}>{t('pageTitle')}</Title>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFlag size={16} aria-hidden />}
            onClick={() => openTaskModal({ milestone: true })}
          >
            {t('newMilestone')}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openTaskModal()}>
            {t('newTask')}
          </Button>
        </Group>
      </Group>
      <Tabs value={type} onChange={(next) => next && navigate(`/tasks/${next}`)}>
        <Tabs.List>
          {TASK_LIST_TYPES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`types.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PhoneFilters active={filtered}>
          <TaskFilters type={type} value={filters} onChange={changeFilters} />
        </PhoneFilters>
        <SegmentedControl
          aria-label={t('board.view')}
          value={view}
          onChange={(next) => setView(next as View)}
          data={[
            { value: 'board', label: t('board.viewBoard') },
            { value: 'table', label: t('board.viewTable') },
          ]}
        />
      </Group>
      {list.isPending && <PageLoader fullHeight={false} />}
      {list.isError && !list.data && <ErrorAlert message={list.error.message || t('notices.loadFailed')} />}
      {list.data && view === 'board' && (
        <TaskBoard sections={sections} tasks={tasks} onComplete={complete.set} />
      )}
      {list.data && view === 'table' && tasks.length > 0 && (
        <Card withBorder radius="md" padding="sm">
          <TaskTable tasks={tasks} sections={sections} onComplete={complete.set} />
        </Card>
      )}
      {list.data && tasks.length === 0 && (
        <EmptyResults
          filtered={filtered}
          title={t('empty.title')}
          text={filtered ? undefined : t('empty.body')}
          action={
            filtered ? (
              <Button variant="light" onClick={() => changeFilters(NO_TASK_FILTERS)}>
                {t('filters.clear')}
              </Button>
            ) : (
              <Button variant="light" onClick={() => openTaskModal()}>
                {t('newTask')}
              </Button>
            )
          }
        />
      )}
      {list.data && <TablePager page={list.data.tasks} onChange={setPage} />}
    </Stack>
  )
}
