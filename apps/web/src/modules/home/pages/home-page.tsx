import type { HomeProject, HomeRequest, HomeToday } from '@ajanda/contracts/home.contract'
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertCircle, IconMoodSmile } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../shared/format/dates'
import { firstName } from '../../../shared/format/names'
import { useMe } from '../../../shared/session/use-session'
import { StageBadge } from '../../projects/components/stage-badge'
import { type HomeItem, HomeSection } from '../components/home-section'
import { HomeTurnoverLine } from '../components/home-turnover'
import { agencySections, homeTodayQueryOptions } from '../home.api'

const time = (value: string) => dayjs(value).format('HH:mm')

function projectItems(projects: HomeProject[], locale: string): HomeItem[] {
  return projects.map((project) => ({
    key: project.code,
    to: `/project/${encodeURIComponent(project.code)}/main`,
    title: project.name,
    detail: [
      project.client?.name,
      project.starts_at ? formatDate(project.starts_at, locale) : null,
      project.city,
    ]
      .filter(Boolean)
      .join(' · '),
    aside: <StageBadge stage={project.stage} />,
  }))
}

/** The agency's day: tasks, meetings, approvals, decisions, this week's projects and unread messages. */
function AgencyDay({ day }: { day: HomeToday }) {
  const { t, i18n } = useTranslation(['home', 'approvals'])
  const locale = i18n.language
  const requestItems = (rows: HomeRequest[], query: string): HomeItem[] =>
    rows.map((row) => ({
      key: row.id,
      to: `/approves?${query}request=${row.id}`,
      title: [t(`approvals:requestTypes.${row.request_type}`), row.project?.name].filter(Boolean).join(' · '),
      detail: row.decided_at
        ? t('home:decidedAt', { date: formatDate(row.decided_at, locale) })
        : t('home:requestedBy', { name: row.requester.full_name, date: formatDate(row.created_at, locale) }),
      aside: row.decided_at ? (
        <Text size="xs" fw={600} c={row.status === 'DECLINED' ? 'red.8' : 'green.8'}>
          {t(`approvals:statuses.${row.status}`)}
        </Text>
      ) : null,
    }))
  const taskItems = (section: NonNullable<HomeToday['tasks']>['today']): HomeItem[] =>
    section.items.map((task) => ({
      key: task.id,
      to: `/tasks/list?task=${task.id}`,
      title: task.title,
      detail: [
        t('home:due', { date: `${formatDate(task.deadline_at, locale)} ${time(task.deadline_at)}` }),
        task.project?.name,
        task.is_milestone ? t('home:milestone') : null,
      ]
        .filter(Boolean)
        .join(' · '),
    }))
  const meetingItems = (section: NonNullable<HomeToday['meetings']>['today']): HomeItem[] =>
    section.items.map((meeting) => ({
      key: meeting.id,
      to: `/calendar?meeting=${meeting.id}`,
      title: meeting.title,
      detail: `${time(meeting.starts_at)} – ${time(meeting.ends_at)}`,
    }))

  const { tasks, meetings, approvals, decisions, messages } = day
  const sections = [
    tasks && tasks.overdue.total > 0 && (
      <HomeSection
        key="overdue"
        testId="home-overdue"
        title={t('home:sections.overdue')}
        total={tasks.overdue.total}
        items={taskItems(tasks.overdue)}
        allTo="/tasks/list"
      />
    ),
    tasks && tasks.today.total > 0 && (
      <HomeSection
        key="today"
        testId="home-tasks-today"
        title={t('home:sections.todayTasks')}
        total={tasks.today.total}
        items={taskItems(tasks.today)}
        allTo="/tasks/list"
      />
    ),
    meetings && meetings.today.total > 0 && (
      <HomeSection
        key="meetings-today"
        testId="home-meetings-today"
        title={t('home:sections.meetingsToday')}
        total={meetings.today.total}
        items={meetingItems(meetings.today)}
        allTo="/calendar"
      />
    ),
    meetings && meetings.tomorrow.total > 0 && (
      <HomeSection
        key="meetings-tomorrow"
        testId="home-meetings-tomorrow"
        title={t('home:sections.meetingsTomorrow')}
        total={meetings.tomorrow.total}
        items={meetingItems(meetings.tomorrow)}
        allTo="/calendar"
      />
    ),
    approvals && approvals.total > 0 && (
      <HomeSection
        key="approvals"
        testId="home-approvals"
        title={t('home:sections.approvals')}
        total={approvals.total}
        items={requestItems(approvals.items, '')}
        allTo="/approves"
      />
    ),
    decisions && decisions.total > 0 && (
      <HomeSection
        key="decisions"
        testId="home-decisions"
        title={t('home:sections.decisions')}
        total={decisions.total}
        items={requestItems(decisions.items, 'tab=mine&')}
        allTo="/approves?tab=mine"
      />
    ),
    messages && messages.total > 0 && (
      <HomeSection
        key="messages"
        testId="home-messages"
        title={t('home:sections.messages')}
        total={messages.unread_count}
        items={messages.items.map((conversation) => ({
          key: conversation.id,
          to: `/messenger?c=${conversation.id}`,
          title: conversation.name,
          detail: conversation.last_message?.body,
          aside: (
            <Text size="xs" c="dimmed">
              {t('home:unread', { count: conversation.unread_count })}
            </Text>
          ),
        }))}
        allTo="/messenger"
      />
    ),
    day.projects.total > 0 && (
      <HomeSection
        key="projects"
        testId="home-projects"
        title={t('home:sections.projects')}
        total={day.projects.total}
        items={projectItems(day.projects.items, locale)}
        allTo="/projects"
      />
    ),
  ].filter(Boolean)
  const dayIsClear =
    (tasks?.overdue.total ?? 0) + (tasks?.today.total ?? 0) === 0 &&
    (meetings?.today.total ?? 0) + (meetings?.tomorrow.total ?? 0) === 0 &&
    (approvals?.total ?? 0) === 0

  return (
    <Stack gap="md">
      {dayIsClear ? <ClearDay /> : null}
      {sections.length > 0 ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {sections}
        </SimpleGrid>
      ) : null}
    </Stack>
  )
}

function ClearDay() {
  const { t } = useTranslation('home')
  return (
    <Card withBorder radius="md" padding="lg" data-testid="home-clear">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon variant="light" color="teal" size={48} radius="xl" aria-hidden>
          <IconMoodSmile size={26} />
        </ThemeIcon>
        <Text fw={600}>{t('clear')}</Text>
        <Text size="sm" c="dimmed" maw={460}>
          {t('clearText')}
        </Text>
      </Stack>
    </Card>
  )
}

function HomeSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true" data-testid="home-loading">
      {[0, 1, 2, 3].map((index) => (
        <Card key={index} withBorder radius="md" padding="md">
          <Skeleton height={20} width="60%" mb="md" />
          <Skeleton height={14} mb={8} />
          <Skeleton height={14} mb={8} />
          <Skeleton height={14} width="80%" />
        </Card>
      ))}
    </SimpleGrid>
  )
}

/** "Merhaba {first name}" and the user's day (GET /home/today, one request); CLIENT users their projects. */
export function HomePage() {
  const { t, i18n } = useTranslation('home')
  const me = useMe()
  const today = useQuery(homeTodayQueryOptions())
  const day = today.data
  const agency = day ? agencySections(day) : null

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={2} fz={28}>
          {t('greeting', { name: firstName(me.full_name) })}
        </Title>
        <Text c="dimmed" fz="lg" mt={4}>
          {t('subtitle')}
        </Text>
        <Text size="sm" c="dimmed" mt="xs">
          {t('today', { date: formatDate(day?.date ?? new Date(), i18n.language) })}
        </Text>
        {agency?.turnover && <HomeTurnoverLine turnover={agency.turnover} />}
      </div>
      {today.isPending ? <HomeSkeleton /> : null}
      {today.isError && !day ? (
        <Alert
          role="alert"
          color="red.8"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={t('loadFailed')}
        >
          <Button
            variant="light"
            color="red.8"
            size="xs"
            onClick={() => today.refetch()}
            loading={today.isFetching}
          >
            {t('retry')}
          </Button>
        </Alert>
      ) : null}
      {day && agency ? <AgencyDay day={agency} /> : null}
      {day && !agency ? (
        <HomeSection
          testId="home-projects"
          title={t('sections.clientProjects')}
          total={day.projects.total}
          items={projectItems(day.projects.items, i18n.language)}
          allTo="/projects"
          empty={t('emptyClientProjects')}
        />
      ) : null}
    </Stack>
  )
}
