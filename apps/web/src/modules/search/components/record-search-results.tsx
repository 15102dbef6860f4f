import { groupSearchResults, SEARCH_MIN_LENGTH, type SearchResult } from '@ajanda/contracts/search.contract'
import { Avatar, Badge, Group, Loader, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { Spotlight } from '@mantine/spotlight'
import { IconBriefcase, IconTargetArrow, IconUser } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../shared/format/dates'
import { initials } from '../../../shared/format/names'
import { searchQueryOptions } from '../search.api'

export const SEARCH_DEBOUNCE_MS = 300

function subtitle(result: SearchResult): string {
  if (result.type === 'project' || result.type === 'lead')
    return [result.project_ref, result.company?.name, result.starts_at && formatDate(result.starts_at)]
      .filter(Boolean)
      .join(' · ')
  if (result.type === 'attendee')
    return [result.project_name, result.project_ref, result.email].filter(Boolean).join(' · ')
  return [result.company?.name, result.email].filter(Boolean).join(' · ')
}

function ResultIcon({ result }: { result: SearchResult }) {
  if (result.type === 'project' || result.type === 'lead' || result.type === 'attendee') {
    const Icon =
      result.type === 'project' ? IconBriefcase : result.type === 'lead' ? IconTargetArrow : IconUser
    return (
      <Avatar size={28} radius="sm" color="brand" variant="light" aria-hidden>
        <Icon size={18} />
      </Avatar>
    )
  }
  return (
    <Avatar src={result.logo_full} alt="" size={28} radius="sm" color="brand">
      {initials(result.name)}
    </Avatar>
  )
}

/**
 * The records part of the header search: from 3 characters GET /search finds clients, suppliers,
 * projects, leads, contacts and attendees (an attendee opens their project's attendees tab with their
 * drawer), shown in one group per kind (arrows move through them, Enter opens);
 * below 3 characters a hint; when nothing matches a sentence naming what was searched.
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
  const groups = ready ? groupSearchResults(search.data ?? []) : []
  const first = groups.flatMap((group) => group.items).find((result) => result.path)?.path ?? null
  useEffect(() => onFirst?.(first), [first, onFirst])

  if (short) {
    return (
      <Text size="sm" c="dimmed" p="sm" data-testid="search-hint">
        {t('search.hint')}
      </Text>
    )
  }
  if (!ready) {
    return (
      <Group justify="center" p="sm">
        <Loader size="sm" role="status" aria-label={tCommon('loading')} />
      </Group>
    )
  }
  if (groups.length === 0) {
    return (
      <Text
        size="sm"
        c="dimmed"
        p="sm"
        ta="center"
        data-testid="search-empty"
        style={{ overflowWrap: 'anywhere' }}
      >
        {t('search.noneFor', { query: query.trim() })}
      </Text>
    )
  }
  return groups.map((group) => (
    <section key={group.type} aria-labelledby={`search-group-${group.type}`}>
      <Text
        id={`search-group-${group.type}`}
        component="h3"
        size="xs"
        fw={700}
        c="dimmed"
        px="sm"
        pt="sm"
        pb={4}
        m={0}
      >
        {t(`search.groups.${group.type}`)}
      </Text>
      {group.items.map((result) => (
        <Spotlight.Action
          key={`${result.type}-${result.id}`}
          label={result.name}
          description={subtitle(result) || undefined}
          leftSection={<ResultIcon result={result} />}
          rightSection={
            <Badge size="sm" variant="light" visibleFrom="xs">
              {t(`search.types.${result.type}`)}
            </Badge>
          }
          disabled={!result.path}
          onClick={() => result.path && onOpen(result.path)}
        />
      ))}
    </section>
  ))
}
