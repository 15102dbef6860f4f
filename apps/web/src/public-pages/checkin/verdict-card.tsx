import type { CheckinDirection, CheckinRosterEntry } from '@ajanda/contracts/checkin.contract'
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Verdict } from './decide'

const COLORS = { green: 'green', amber: 'yellow', red: 'red' } as const
/** Dark enough on the pale card for WCAG AA (Mantine's yellow.9 on yellow.0 is not). */
export const INK = { green: '#1b5e20', amber: '#6b4100', red: '#8a1c1c' } as const

const time = (iso: string, locale: string) =>
  new Date(iso).toLocaleTimeString(locale === 'en' ? 'en-GB' : 'tr-TR', {
    hour: '2-digit',
    minute: '2-digit',
  })

/** The answer for one person: the colour, why, their lists and their companions one by one. */
export function VerdictCard({
  verdict,
  direction,
  companions,
  onCompanion,
  onClose,
}: {
  verdict: Verdict
  direction: CheckinDirection
  companions: CheckinRosterEntry[]
  onCompanion: (id: number) => void
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('checkin')
  const entry = verdict.entry
  const headline =
    verdict.kind === 'green'
      ? direction === 'OUT'
        ? t('greenExit')
        : t('green')
      : verdict.kind === 'amber'
        ? verdict.since
          ? t('amber')
          : t('notInside')
        : t('red')
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg={`${COLORS[verdict.kind]}.0`}
      style={{ borderColor: `var(--mantine-color-${COLORS[verdict.kind]}-7)`, borderWidth: 3 }}
      data-testid="checkin-verdict"
      data-verdict={verdict.kind}
      role="status"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3" c={INK[verdict.kind]}>
            {headline}
          </Title>
          <Button variant="subtle" size="xs" onClick={onClose}>
            {t('close')}
          </Button>
        </Group>
        {entry && (
          <Text fw={700} size="xl">
            {entry.first_name} {entry.last_name}
          </Text>
        )}
        {entry?.company && <Text size="sm">{entry.company}</Text>}
        {verdict.kind === 'red' && (
          <Text fw={600} c={INK.red}>
            {verdict.reason === 'unknown' ? t('unknownCode') : t(`refusal.${verdict.reason}`)}
          </Text>
        )}
        {verdict.kind === 'amber' && verdict.since && (
          <Text c={INK.amber} fw={600}>
            {t('amberDetail', {
              time: time(verdict.since.scanned_at, i18n.language),
              point: verdict.since.point_name,
            })}
          </Text>
        )}
        {entry && entry.lists.length > 0 && (
          <Group gap={4}>
            <Text size="sm">{t('lists')}:</Text>
            {entry.lists.map((name) => (
              <Badge key={name} color="#1c3d7a">
                {name}
              </Badge>
            ))}
          </Group>
        )}
        {companions.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('companions')}
            </Text>
            {companions.map((companion) => (
              <Group key={companion.id} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {companion.first_name} {companion.last_name}
                </Text>
                {companion.here?.direction === 'IN' && direction === 'IN' ? (
                  <Badge color="green">{t('companionIn')}</Badge>
                ) : (
                  <Button size="xs" variant="light" onClick={() => onCompanion(companion.id)}>
                    {direction === 'OUT' ? t('checkOut') : t('checkIn')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}
