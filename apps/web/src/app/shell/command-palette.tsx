import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { useHotkeys } from '@mantine/hooks'
import { Spotlight, spotlight } from '@mantine/spotlight'
import { IconLogout, IconSearch } from '@tabler/icons-react'
import { type KeyboardEvent, useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { RecordSearchResults } from '../../modules/search/components/record-search-results'
import { useMe } from '../../shared/session/use-session'
import { NAV_ICONS } from './nav-icons'
import { buildNavItems } from './nav-items'
import { useLogout } from './use-logout'

/**
 * Mantine Spotlight behind the header search: the pages this user may open and logout, and for staff
 * with the address book the clients, suppliers, projects, leads and contacts GET /search finds, grouped
 * by kind. Opens with the header icon, "/" outside text fields, and Ctrl+K or Cmd+K anywhere (a text
 * field included).
 */
export function CommandPalette() {
  const { t } = useTranslation('shell')
  const navigate = useNavigate()
  const me = useMe()
  const { logout } = useLogout()
  const [query, setQuery] = useState('')
  const firstRecord = useRef<string | null>(null)
  const rememberFirst = useCallback((path: string | null) => {
    firstRecord.current = path
  }, [])
  const navItems = buildNavItems(me)
  const searchesRecords = navItems.some((item) => item.key === 'clients')
  useHotkeys([['mod + K', () => spotlight.open()]], [])

  const pages = [{ key: 'home' as const, to: '/' }, ...navItems].map((item) => ({
    id: item.key,
    label: t(`nav.${item.key}`),
    Icon: NAV_ICONS[item.key],
    run: () => void navigate(item.to),
  }))
  const actions = [
    ...pages,
    { id: 'logout', label: t('nav.logout'), Icon: IconLogout, run: () => void logout() },
  ]
  const folded = foldTurkish(query.trim())
  const shown = actions.filter((action) => foldTurkish(action.label).includes(folded))

  /** Enter with nothing selected opens the first record found. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !firstRecord.current) return
    const selected = document.querySelector('.mantine-Spotlight-action[data-selected="true"]')
    if (selected) return
    event.preventDefault()
    void navigate(firstRecord.current)
    spotlight.close()
  }

  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      shortcut="/"
      scrollable
      maxHeight={480}
      attributes={{ content: { 'aria-label': t('spotlight.label') } }}
    >
      <Spotlight.Search
        leftSection={<IconSearch size={20} aria-hidden />}
        aria-label={t('spotlight.label')}
        onKeyDown={onKeyDown}
      />
      <Spotlight.ActionsList>
        {shown.map(({ id, label, Icon, run }) => (
          <Spotlight.Action
            key={id}
            label={label}
            leftSection={<Icon size={20} aria-hidden />}
            highlightQuery
            onClick={run}
          />
        ))}
        {searchesRecords ? (
          <RecordSearchResults query={query} onOpen={(path) => void navigate(path)} onFirst={rememberFirst} />
        ) : (
          shown.length === 0 && <Spotlight.Empty>{t('spotlight.nothingFound')}</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  )
}
