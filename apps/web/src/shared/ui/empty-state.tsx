import { Stack, Text, ThemeIcon } from '@mantine/core'
import { IconMoodEmpty, IconSearchOff } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface EmptyResultsProps {
  /** The headline when nothing was searched ("Burada görev yok"); `text` then goes under it. */
  title?: string
  /** What is empty ("Bu projeye henüz dosya yüklenmemiş"), or, under a title, what to do. */
  text?: string
  action?: ReactNode
  /**
   * A search or filter found nothing: "Hiç sonuç bulunamadı" heads the text (by default a hint to
   * change the search). Without it the headline says what is empty, never "no results".
   */
  filtered?: boolean
}

/** An empty list or section: what is empty (or that a search found nothing) and what to do. */
export function EmptyResults({ title, text, action, filtered }: EmptyResultsProps) {
  const { t } = useTranslation()
  const headline = filtered ? t('empty.noResults') : (title ?? text ?? t('empty.nothingYet'))
  const sentence = filtered ? (text ?? t('empty.filteredHint')) : title ? text : undefined
  return (
    <Stack align="center" gap="xs" py="xl" ta="center" data-testid="empty-state">
      <ThemeIcon variant="light" color="gray" size={48} radius="xl" aria-hidden>
        {filtered ? <IconSearchOff size={26} /> : <IconMoodEmpty size={26} />}
      </ThemeIcon>
      <Text fw={600}>{headline}</Text>
      {sentence && (
        <Text size="sm" c="dimmed" maw={420}>
          {sentence}
        </Text>
      )}
      {action}
    </Stack>
  )
}
