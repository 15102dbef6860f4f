import type { ProjectChecklistItem } from '@ajanda/contracts/checklists.contract'
import { Alert, Anchor, Button, Card, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconArrowLeft, IconListCheck } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { isApiError } from '../../../shared/api/api-error'
import { formatDate } from '../../../shared/format/dates'
import { usePageRecord } from '../../../shared/navigation/page-record'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { projectChecklistQueryOptions, useProjectChecklistMutations } from '../checklists.api'
import { frequencyLabel } from '../frequency-label'
import { isLate, lateOccurrenceCount, todayOn } from '../late-occurrences'

const errorMessage = (error: unknown) => (isApiError(error) ? error.message : null)

function dates(start: string, due: string, t: TFunction<'checklists'>) {
  return start === due
    ? formatDate(start)
    : t('project.dates', { start: formatDate(start), due: formatDate(due) })
}

/** One checklist row: its occurrences as checkboxes (a tick completes the task made from it). */
function ItemRow({ item, code, today }: { item: ProjectChecklistItem; code: string; today: string }) {
  const { t } = useTranslation('checklists')
  const { toggle } = useProjectChecklistMutations(code)
  const tick = async (taskId: number, completed: boolean) => {
    try {
      notifySuccess((await toggle.mutateAsync({ taskId, completed })).message)
    } catch (error) {
      notifyError(errorMessage(error))
    }
  }
  return (
    <Stack gap={6}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.description}
        </Text>
        <Text size="xs" c="dimmed">
          {frequencyLabel({ ...item, specific_date: item.occurrences[0]?.starts_on ?? null }, t)}
        </Text>
      </Group>
      {item.occurrences.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('project.noOccurrence')}
        </Text>
      ) : (
        item.occurrences.map((occurrence) => {
          const when = dates(occurrence.starts_on, occurrence.due_on, t)
          const task = occurrence.task
          return (
            <Checkbox
              key={occurrence.index}
              label={when}
              description={
                task ? undefined : isLate(occurrence, today) ? (
                  <Text span size="xs" c="red.9" fw={600} data-late>
                    {t('project.late')}
                  </Text>
                ) : (
                  t('project.notApplied')
                )
              }
              aria-label={t('project.complete', { name: item.description, date: when })}
              disabled={!task || toggle.isPending}
              checked={Boolean(task?.completed_at)}
              onChange={(event) => task && void tick(task.id, event.currentTarget.checked)}
            />
          )
        })
      )}
    </Stack>
  )
}

/**
 * /project/{code}/checklist: the project type's checklist as dated tasks by section; "Görevleri oluştur"
 * makes the missing tasks, a tick completes one.
 */
export function ProjectChecklistPage() {
  const { t } = useTranslation('checklists')
  const code = useParams().code ?? ''
  const view = useQuery(projectChecklistQueryOptions(code))
  const { apply } = useProjectChecklistMutations(code)
  const data = view.data
  const today = todayOn()
  const late = data?.checklist ? lateOccurrenceCount(data, today) : 0
  // "Projeler / {project} / Kontrol Listesi" in the breadcrumbs.
  usePageRecord(
    data ? { parents: [{ text: data.project.name, to: `/project/${encodeURIComponent(code)}/main` }] } : null,
  )

  const applyAll = async () => {
    try {
      notifySuccess((await apply.mutateAsync()).message)
    } catch (error) {
      notifyError(errorMessage(error))
    }
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/project/${code}/main`} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('project.back')}
        </Group>
      </Anchor>
      {view.isError ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('loadFailed')}>
          <Button size="xs" variant="light" color="red.8" onClick={() => void view.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <Loader aria-label={t('loading')} />
      ) : (
        <>
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2} fz="h3">
                {data.checklist ? `${t('project.title')}: ${data.project.name}` : data.project.name}
              </Title>
              <Text size="sm" c="dimmed">
                {t('project.startsOn', { date: formatDate(data.project.starts_at) })}
              </Text>
            </div>
            {data.checklist && (
              <Stack gap={4} align="flex-end">
                <Button
                  leftSection={<IconListCheck size={16} aria-hidden />}
                  onClick={() => void applyAll()}
                  loading={apply.isPending}
                  disabled={data.missing_tasks === 0}
                >
                  {t('project.apply')}
                </Button>
                <Text size="xs" c="dimmed">
                  {data.missing_tasks > 0
                    ? t('project.applyHint', { count: data.missing_tasks })
                    : t('project.allApplied')}
                </Text>
              </Stack>
            )}
          </Group>
          {late > 0 && (
            <Alert
              color="orange.9"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title={t('project.lateTitle')}
            >
              {t('project.lateText', { count: late })}
            </Alert>
          )}
          {!data.checklist ? (
            <EmptyResults text={`${t('project.noChecklist')} ${t('project.noType')}`} />
          ) : (
            data.sections.map((section) => (
              <Card
                key={section.id}
                withBorder
                radius="md"
                component="section"
                aria-labelledby={`checklist-section-${section.id}`}
              >
                <Stack gap="md">
                  <Title order={3} fz="h5" id={`checklist-section-${section.id}`}>
                    {section.section_title}
                  </Title>
                  {section.items.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('project.sectionEmpty')}
                    </Text>
                  ) : (
                    section.items.map((item) => (
                      <ItemRow key={item.id} item={item} code={code} today={today} />
                    ))
                  )}
                </Stack>
              </Card>
            ))
          )}
        </>
      )}
    </Stack>
  )
}
