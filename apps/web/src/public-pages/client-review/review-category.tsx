import type { ClientReview } from '@ajanda/contracts/budgets.contract'
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { AlternativeGroup } from './alternative-group'
import { LineComment } from './line-comment'
import { useReview } from './review-context'
import { formatMoney, localName } from './review-format'
import { type ReviewLine, ReviewLineDetails } from './review-line'

type Category = ClientReview['budget']['categories'][number]
type Entry = { kind: 'line'; line: ReviewLine } | { kind: 'group'; key: string; lines: ReviewLine[] }

/**
 * The category's lines in the agency's order, each alternative group gathered where its first line
 * stands. A "group" of one line is an ordinary line: there is nothing to pick.
 */
export function categoryEntries(items: readonly ReviewLine[]): Entry[] {
  const groups = new Map<string, ReviewLine[]>()
  for (const line of items) {
    if (line.alt_group === null) continue
    groups.set(line.alt_group, [...(groups.get(line.alt_group) ?? []), line])
  }
  const entries: Entry[] = []
  const placed = new Set<string>()
  for (const line of items) {
    const group = line.alt_group === null ? undefined : groups.get(line.alt_group)
    if (!group || group.length < 2) entries.push({ kind: 'line', line })
    else if (!placed.has(line.alt_group as string)) {
      placed.add(line.alt_group as string)
      entries.push({ kind: 'group', key: line.alt_group as string, lines: group })
    }
  }
  return entries
}

export function ReviewCategory({ category }: { category: Category }) {
  const { t } = useTranslation('clientReview')
  const { currency, locale } = useReview()
  const headingId = useId()
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id={headingId}>
          {localName(category, locale)}
        </Title>
        {categoryEntries(category.items).map((entry, index) => (
          <Stack key={entry.kind === 'line' ? entry.line.id : `group-${entry.key}`} gap="sm">
            {index > 0 && <Divider />}
            {entry.kind === 'line' ? (
              <Stack gap={6}>
                <ReviewLineDetails line={entry.line} />
                <LineComment line={entry.line} />
              </Stack>
            ) : (
              <AlternativeGroup lines={entry.lines} />
            )}
          </Stack>
        ))}
        <Divider />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('categoryTotal')}</Text>
          <Text fw={700} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(category.total_sell, currency, locale)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  )
}
