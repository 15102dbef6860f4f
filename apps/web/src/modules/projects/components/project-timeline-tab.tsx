import type { Project } from '@ajanda/contracts/projects.contract'
import { Avatar, Button, Group, Skeleton, Stack, Text, Timeline } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../shared/format/dates'
import { initials } from '../../../shared/format/names'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { projectTimelineQueryOptions } from '../projects.api'
import { timelineSentence } from '../timeline-text'
import { useStageName } from './stage-badge'

/** "Zaman Çizelgesi": what happened to the project, newest first; "Daha fazla" loads the next page. */
export function ProjectTimelineTab({ project }: { project: Project }) {
  const { t, i18n } = useTranslation(['projects', 'crm'])
  const stageName = useStageName()
  const timeline = useInfiniteQuery(projectTimelineQueryOptions(project.code))
  const entries = timeline.data?.pages.flatMap((page) => page.data) ?? []

  if (timeline.error) return <ErrorAlert message={timeline.error.message} />
  if (!timeline.data)
    return (
      <Stack gap="sm">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={40} radius="sm" />
        ))}
      </Stack>
    )
  if (entries.length === 0) return <EmptyResults text={t('timeline.empty')} />

  return (
    <Stack gap="md">
      <Timeline bulletSize={30} lineWidth={2} data-testid="project-timeline">
        {entries.map((entry) => (
          <Timeline.Item
            key={entry.id}
            data-kind={entry.kind}
            bullet={
              <Avatar
                src={entry.actor?.profile_picture_full ?? null}
                alt=""
                size={28}
                radius="xl"
                color="brand"
              >
                {initials(entry.actor?.full_name ?? t('timeline.system'))}
              </Avatar>
            }
          >
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600} size="sm">
                {entry.actor?.full_name ?? t('timeline.system')}
              </Text>{' '}
              {timelineSentence(entry, t, stageName)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.at, i18n.language)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      {timeline.hasNextPage && (
        <Group justify="center">
          <Button
            variant="light"
            onClick={() => void timeline.fetchNextPage()}
            loading={timeline.isFetchingNextPage}
          >
            {t('timeline.more')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
