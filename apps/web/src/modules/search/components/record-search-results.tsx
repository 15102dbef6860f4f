import { SEARCH_MIN_LENGTH, type SearchResult } from '@ajanda/contracts/search.contract'
import { Avatar, Badge, Group, Loader, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { Spotlight } from '@mantine/spotlight'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { initials } from '../../../shared/format/names'
import { searchQueryOptions, searchResultPath } from '../search.api'

export const SEARCH_DEBOUNCE_MS = 300

function subtitle(result: SearchResult): string {
  return [result.company?.name, result.email].filter(Boolean).join(' · ')
}

/**
 * The records part of the header search: from 3 characters GET /search lists clients, suppliers and
 * contacts; below that a hint; "Hiç sonuç bulunamadı" when nothing matches.
 */
export function RecordSearchResults({
  query,
  onOpen,
  onFirst,
}: {
  query: string
  onOpen: (path: string) => void
  /** Told where the first record found leads (Enter without a selection opens it), or null. */
  onFirst?: (path: string | null) => void
}) {
  const { t } = useTranslation('crm')
  const { t: tCommon } = useTranslation()
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS)
  const short = query.trim().length < SEARCH_MIN_LENGTH
  const search = useQuery({
    ...searchQueryOptions(debounced),
    enabled: !short && debounced.length >= SEARCH_MIN_LENGTH,
  })

  const ready = !short && search.data !== undefined && debounced === query.trim()
  const first = ready ? (search.data?.map(searchResultPath).find(Boolean) ?? null) : null
  useEffect(() => onFirst?.(first), [first, onFirst])

  if (short) {
    return (
      <Text size="sm" c="dimmed" p="sm" data-testid="search-hint">
        {t('search.hint')}
      </Text>
    )
  }
  const results = search.data
  if (!results || debounced !== query.trim()) {
    return (
      <Group justify="center" p="sm">
        <Loader size="sm" role="status" aria-label={tCommon('loading')} />
      </Group>
    )
  }
  if (results.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="sm" ta="center">
        {t('search.none')}
      </Text>
    )
  }
  return results.map((result) => {
    const path = searchResultPath(result)
    return (
      <Spotlight.Action
        key={`${result.type}-${result.id}`}
        label={result.name}
        description={subtitle(result) || undefined}
        leftSection={
          <Avatar src={result.logo_full} alt="" size={28} radius="sm" color="brand">
            {initials(result.name)}
          </Avatar>
        }
        rightSection={
          <Badge size="sm" variant="light">
            {t(`search.types.${result.type}`)}
          </Badge>
        }
        disabled={!path}
        onClick={() => path && onOpen(path)}
      />
    )
  })
}
