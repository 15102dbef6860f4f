import type { CheckinPoint } from '@ajanda/contracts/checkin.contract'
import type { Project } from '@ajanda/contracts/projects.contract'
import {
  Alert,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { registerCheckinTexts } from '../../../public-pages/checkin/checkin-texts'
import { confirmAction } from '../../../shared/ui/confirm'
import { checkinConflictsQueryOptions, checkinPointsQueryOptions, useCheckinWrites } from '../checkin.api'
import { CheckinPointModal } from './checkin-point-modal'
import { PointQr } from './point-qr'

registerCheckinTexts()

const time = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : 'tr-TR', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })

/**
 * The project's "Check-in" tab (issue 22 item 2): its points with their link, QR code and live
 * counters (reloaded by the realtime checkin/changed event), and the conflicts to resolve.
 */
export function ProjectCheckinTab({
  project,
}: {
  project: Pick<Project, 'id'> & Partial<Pick<Project, 'read_only'>>
}) {
  const { t, i18n } = useTranslation('checkin')
  // A project read only by taking part (decisions/0047): points, counts and conflicts, no writes.
  const readOnly = project.read_only ?? false
  const points = useQuery(checkinPointsQueryOptions(project.id))
  const conflicts = useQuery(checkinConflictsQueryOptions(project.id))
  const { revoke, resolve } = useCheckinWrites(project.id)
  const [editing, setEditing] = useState<{ point: CheckinPoint | null } | null>(null)

  return (
    <Stack>
      <Group justify="space-between">
        <Stack gap={0}>
          <Title order={2} size="h4">
            {t('staff.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('staff.intro')}
          </Text>
        </Stack>
        {!readOnly && <Button onClick={() => setEditing({ point: null })}>{t('staff.add')}</Button>}
      </Group>
      {points.data?.data.length === 0 && <Text>{t('staff.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {points.data?.data.map((point) => (
          <Card key={point.id} withBorder data-testid="checkin-point" data-point-name={point.name}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Title order={3} size="h5">
                  {point.name}
                </Title>
                {!point.active && <Badge color="gray.7">{t('staff.revoked')}</Badge>}
              </Group>
              <Text size="sm">
                {point.admits === 'ALL' ? t('staff.admitsAll') : t('staff.admitsLists')} ·{' '}
                {point.with_exit ? t('staff.withExit') : t('staff.entryOnly')}
              </Text>
              <Text fw={600} data-testid="checkin-counts" data-inside={point.counts.inside}>
                {t('staff.counts', point.counts)}
              </Text>
              {point.counts.conflicts > 0 && (
                <Badge color="#8a3a00" data-testid="checkin-conflict-count">
                  {t('staff.conflicts', { count: point.counts.conflicts })}
                </Badge>
              )}
              {point.active && (
                <Group align="flex-end" wrap="wrap">
                  <PointQr url={point.url} label={t('staff.qr', { name: point.name })} />
                  <Stack gap={4} style={{ flex: 1, minWidth: 180 }}>
                    <TextInput
                      label={t('staff.link')}
                      value={point.url}
                      readOnly
                      onFocus={(e) => e.currentTarget.select()}
                    />
                    <CopyButton value={point.url}>
                      {({ copied, copy }) => (
                        <Button size="xs" variant="light" onClick={copy}>
                          {copied ? t('staff.copied') : t('staff.copy')}
                        </Button>
                      )}
                    </CopyButton>
                  </Stack>
                </Group>
              )}
              {point.active && !readOnly && (
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => setEditing({ point })}>
                    {t('staff.edit')}
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    loading={revoke.isPending && revoke.variables === point.id}
                    onClick={async () => {
                      if (
                        await confirmAction({
                          message: t('staff.revokeConfirm', { name: point.name }),
                          confirmLabel: t('staff.revoke'),
                        })
                      )
                        revoke.mutate(point.id)
                    }}
                  >
                    {t('staff.revoke')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('staff.conflictsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('staff.conflictsIntro')}
        </Text>
        {conflicts.data?.data.length === 0 && <Text size="sm">{t('staff.noConflicts')}</Text>}
        {conflicts.data?.data.map((conflict) => (
          <Alert key={conflict.scan_id} color="orange" data-testid="checkin-conflict">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={0}>
                <Text fw={600}>{conflict.attendee.name}</Text>
                <Text size="sm">
                  {t('staff.conflictLine', {
                    point: conflict.point.name,
                    time: time(conflict.scanned_at, i18n.language),
                    device: conflict.device_id.slice(0, 8),
                  })}
                </Text>
                {conflict.previous_at && (
                  <Text size="sm">
                    {t('staff.previousLine', {
                      time: time(conflict.previous_at, i18n.language),
                      device: (conflict.previous_device_id ?? '').slice(0, 8),
                    })}
                  </Text>
                )}
              </Stack>
              {!readOnly && (
                <Button size="xs" variant="light" onClick={() => resolve.mutate(conflict.scan_id)}>
                  {t('staff.resolve')}
                </Button>
              )}
            </Group>
          </Alert>
        ))}
      </Stack>
      {editing && (
        <CheckinPointModal
          key={editing.point?.id ?? 'new'}
          projectId={project.id}
          point={editing.point}
          opened
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  )
}
