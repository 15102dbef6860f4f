import { BADGE_SIZES } from '@ajanda/contracts/badges.contract'
import type { Project } from '@ajanda/contracts/projects.contract'
import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconId, IconPlus } from '@tabler/icons-react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { registerBadgeTexts } from '../../../public-pages/event-badge/badge-texts'
import { createBadge, projectBadgesQuery } from '../badges.api'

registerBadgeTexts()

/** The project's "Yaka Kartları" tab: its badge designs, each opening the designer; a new A6 design. */
export function ProjectBadgesTab({ project }: { project: Project }) {
  const { t } = useTranslation('badges')
  const navigate = useNavigate()
  const list = useQuery(projectBadgesQuery(project.id))
  const base = `/project/${encodeURIComponent(project.code)}/badges`
  const add = useMutation({
    mutationFn: () =>
      createBadge(project.id, { name: t('defaultName'), size: 'A6', ...BADGE_SIZES.A6, elements: [] }),
    onSuccess: ({ data }) => navigate(`${base}/${data.id}`),
  })
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>{t('designs')}</Text>
        {/* None on a project read only by taking part (decisions/0047). */}
        {!project.read_only && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => add.mutate()}
            loading={add.isPending}
          >
            {t('add')}
          </Button>
        )}
      </Group>
      {add.error && <Alert color="red">{add.error.message}</Alert>}
      {list.isPending && <Loader size="sm" />}
      {list.error && <Alert color="red">{t('loadFailed')}</Alert>}
      {list.data && list.data.data.length === 0 && <Text c="dimmed">{t('none')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {list.data?.data.map((badge) => (
          <Card key={badge.id} withBorder padding="md" component={Link} to={`${base}/${badge.id}`}>
            <Group gap="sm" wrap="nowrap">
              <IconId size={28} aria-hidden />
              <Stack gap={0}>
                <Text fw={600}>{badge.name}</Text>
                <Text size="sm" c="dimmed">
                  {t(`sizes.${badge.size}`)} · {t('printed', { count: badge.printed_count })}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
