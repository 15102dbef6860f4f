import { formatDateRange } from '@ajanda/contracts/common/date-range'
import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconCalendar, IconMapPin } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { initials } from '../../../shared/format/names'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import type { ProjectRecord } from '../projects.api'
import { StageBadge } from './stage-badge'

/** The project's key facts: name, reference, client (a link for staff), stage, dates and city. */
export function ProjectHeader({
  project,
  staff,
  actions,
}: {
  project: ProjectRecord
  staff: boolean
  actions?: ReactNode
}) {
  const { t } = useTranslation('projects')
  const locale = useFormLocale()
  const dates = formatDateRange(project.starts_at, project.ends_at, locale)
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="project-title">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar src={project.client?.logo_full ?? null} alt="" size={64} radius="md" color="brand">
            {initials(project.client?.name ?? project.name)}
          </Avatar>
          <Stack gap={6}>
            <Group gap="sm" wrap="wrap">
              <Title order={2} fz="h3" id="project-title">
                {project.name}
              </Title>
              <StageBadge stage={project.stage} />
            </Group>
            <Group gap="md" wrap="wrap">
              <Text size="sm" data-testid="project-ref">
                <Text span c="dimmed" size="sm">
                  {t('header.reference')}:{' '}
                </Text>
                {project.project_ref ?? t('header.noReference')}
              </Text>
              {project.client &&
                (staff ? (
                  <Anchor component={Link} to={`/client/${project.client.code}`} size="sm" fw={500}>
                    {project.client.name}
                  </Anchor>
                ) : (
                  <Text size="sm" fw={500}>
                    {project.client.name}
                  </Text>
                ))}
            </Group>
            <Group gap="md" wrap="wrap">
              {dates && (
                <Group gap={4} wrap="nowrap">
                  <IconCalendar size={16} aria-hidden />
                  <Text size="sm" data-testid="project-dates">
                    <Text span c="dimmed" size="sm">
                      {t('header.dates')}:{' '}
                    </Text>
                    {dates}
                  </Text>
                </Group>
              )}
              {project.city && (
                <Group gap={4} wrap="nowrap">
                  <IconMapPin size={16} aria-hidden />
                  <Text size="sm">
                    <Text span c="dimmed" size="sm">
                      {t('header.city')}:{' '}
                    </Text>
                    {project.city}
                  </Text>
                </Group>
              )}
            </Group>
          </Stack>
        </Group>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </Card>
  )
}
