import { Spotlight, type SpotlightActionData } from '@mantine/spotlight'
import { IconLogout, IconSearch } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMe } from '../../shared/session/use-session'
import { NAV_ICONS } from './nav-icons'
import { buildNavItems } from './nav-items'
import { useLogout } from './use-logout'

/** Mantine Spotlight behind the header search: the pages this user may open, and logout. */
export function CommandPalette() {
  const { t } = useTranslation('shell')
  const navigate = useNavigate()
  const me = useMe()
  const { logout } = useLogout()

  const pages: SpotlightActionData[] = [{ key: 'home' as const, to: '/' }, ...buildNavItems(me)].map(
    (item) => {
      const Icon = NAV_ICONS[item.key]
      return {
        id: item.key,
        label: t(`nav.${item.key}`),
        leftSection: <Icon size={20} aria-hidden />,
        onClick: () => void navigate(item.to),
      }
    },
  )
  const actions: SpotlightActionData[] = [
    ...pages,
    {
      id: 'logout',
      label: t('nav.logout'),
      leftSection: <IconLogout size={20} aria-hidden />,
      onClick: () => void logout(),
    },
  ]

  return (
    <Spotlight
      actions={actions}
      nothingFound={t('spotlight.nothingFound')}
      shortcut={['mod + K', '/']}
      highlightQuery
      attributes={{ content: { 'aria-label': t('spotlight.label') } }}
      searchProps={{
        leftSection: <IconSearch size={20} aria-hidden />,
        'aria-label': t('spotlight.label'),
      }}
    />
  )
}
