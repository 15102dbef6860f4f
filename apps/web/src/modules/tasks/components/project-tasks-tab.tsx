import type { Project } from '@ajanda/contracts/projects.contract'
import type { TaskListType } from '@ajanda/contracts/tasks.contract'
import { Button, Card, Group, SegmentedControl, Stack, Title } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { PageLoader } from '../../../shared/ui/page-loader'
import { TablePager } from '../../../shared/ui/table/table-pager'
import { openTaskModal } from '../task-modal-store'
import { taskListQueryOptions } from '../tasks.api'
import { useCompleteTask } from '../use-complete-task'
import { TaskTable } from './task-table'

const PER_PAGE = 100

/** Which of the task lists the tab shows: the open ones (everyone's in my scope), the completed, or all. */
const SHOWN = { open: 'team', completed: 'completed', all: 'all' } as const satisfies Record<
  string,
  TaskListType
>
type Shown = keyof typeof SHOWN
const EMPTY = {
  open: 'project.emptyOpen',
  completed: 'project.emptyCompleted',
  all: 'project.empty',
} as const

/**
 * The project's "Yapılacaklar" tab (/project/{code}/todos): GET /tasks filtered by the project, in the
 * task module's own list; a new task opens the task modal with the project picked.
 */
export function ProjectTasksTab({ project }: { project: Project }) {
  const { t } = useTranslation('tasks')
  const [shown, setShown] = useState<Shown>('open')
  const [page, setPage] = useState(1)
  const complete = useCompleteTask()
  const list = useQuery(
    taskListQueryOptions({ type: SHOWN[shown], project_id: project.id, page, per_page: PER_PAGE }),
  )
  const tasks = list.data?.tasks.data ?? []
  const newTask = () => openTaskModal({ project: { id: project.id, name: project.name } })

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h4">
          {t('project.title')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={newTask}>
          {t('newTask')}
        </Button>
      </Group>
      <SegmentedControl
        aria-label={t('project.filter')}
        value={shown}
        onChange={(next) => {
          setShown(next as Shown)
          setPage(1)
        }}
        data={(Object.keys(SHOWN) as Shown[]).map((value) => ({ value, label: t(`project.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {list.isPending && <PageLoader fullHeight={false} />}
      {list.isError && !list.data && <ErrorAlert message={list.error.message || t('notices.loadFailed')} />}
      {list.data && tasks.length > 0 && (
        <Card withBorder radius="md" padding="sm">
          <TaskTable tasks={tasks} sections={list.data.sections} onComplete={complete.set} />
        </Card>
      )}
      {list.data && tasks.length === 0 && (
        <EmptyResults
          title={t(EMPTY[shown])}
          text={t('project.emptyBody')}
          action={
            <Button variant="light" onClick={newTask}>
              {t('newTask')}
            </Button>
          }
        />
      )}
      {list.data && <TablePager page={list.data.tasks} onChange={setPage} />}
    </Stack>
  )
}
