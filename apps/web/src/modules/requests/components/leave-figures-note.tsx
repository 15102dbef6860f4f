import type { LeaveFigures } from '@ajanda/contracts/requests.contract'
import { Alert, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconCalendarStats } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../shared/format/dates'

interface LeaveFiguresNoteProps {
  figures: LeaveFigures
  /** The requester reads "your allowance", the approver "the requester's". */
  audience: 'requester' | 'approver'
}

/**
 * A leave's working days and the annual allowance left before it (decisions/0024), and a warning (not a
 * refusal) for another pending or approved leave on the same days.
 */
export function LeaveFiguresNote({ figures, audience }: LeaveFiguresNoteProps) {
  const { t, i18n } = useTranslation('requests')
  const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'tr-TR', {
    maximumFractionDigits: 1,
  })
  const days = figures.working_days
  const parts: string[] = []
  if (days != null) parts.push(t('leaveFigures.days', { count: days, days: number.format(days) }))
  if (figures.from_allowance)
    parts.push(
      t(`leaveFigures.remaining_${audience}`, {
        count: figures.remaining_days,
        remaining: number.format(figures.remaining_days),
      }),
    )
  const over = figures.from_allowance && days != null ? days - figures.remaining_days : 0
  const range = (overlap: LeaveFigures['overlaps'][number]) =>
    overlap.ends_at && overlap.ends_at.slice(0, 10) !== overlap.starts_at.slice(0, 10)
      ? `${formatDate(overlap.starts_at)} – ${formatDate(overlap.ends_at)}`
      : formatDate(overlap.starts_at)
  return (
    <Stack gap="xs" data-testid="leave-figures">
      {parts.length > 0 && (
        <Alert color="blue" variant="light" icon={<IconCalendarStats aria-hidden />} p="xs" role="status">
          <Text size="sm">{parts.join('; ')}</Text>
          {figures.from_allowance && (
            <Text size="xs" c="dimmed">
              {t('leaveFigures.breakdown', {
                year: figures.year,
                allowance: number.format(figures.annual_allowance),
                used: number.format(figures.used_days),
                pending: number.format(figures.pending_days),
              })}
            </Text>
          )}
        </Alert>
      )}
      {over > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} p="xs" role="status">
          <Text size="sm">{t('leaveFigures.overAllowance', { over: number.format(over) })}</Text>
        </Alert>
      )}
      {figures.overlaps.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          p="xs"
          title={t(`leaveFigures.overlapTitle_${audience}`)}
          // The light yellow's own title colour is too pale to read (axe colour contrast).
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          data-testid="leave-overlap"
          role="status"
        >
          <Stack gap={2}>
            {figures.overlaps.map((overlap) => (
              <Text size="sm" key={overlap.id}>
                {t('leaveFigures.overlapItem', {
                  type: t(`leaveFigures.types.${overlap.request_type}`, {
                    defaultValue: overlap.request_type,
                  }),
                  range: range(overlap),
                  status: t(`leaveFigures.statuses.${overlap.status}`),
                })}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  )
}
