import { Avatar, Box, Group, NavLink, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconLogout } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { ApprovesNavBadge } from '../../modules/approvals/components/approves-nav-badge'
import { initials } from '../../shared/format/names'
import { useMe } from '../../shared/session/use-session'
import { CompanyLogo } from '../../shared/ui/company-logo'
import { NAV_ICONS } from './nav-icons'
import { buildNavItems, type NavItem } from './nav-items'
import { useLogout } from './use-logout'

function isActive(item: NavItem, pathname: string): boolean {
  const section = item.to.split('/')[1] ?? ''
  return pathname === item.to || pathname.startsWith(`/${section}/`) || pathname === `/${section}`
}

export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(['shell', 'common', 'routes'])
  const me = useMe()
  const { pathname } = useLocation()
  const { logout, pending } = useLogout()
  const items = buildNavItems(me)

  return (
    <Stack h="100%" gap={0}>
      <UnstyledButton component={Link} to="/" onClick={onNavigate} p="md" title={t('nav.home')}>
        <Group gap="xs" wrap="nowrap">
          <CompanyLogo size={28} />
          <Text fw={700} fz="lg">
            {t('common:appName')}
          </Text>
        </Group>
      </UnstyledButton>
      <ScrollArea style={{ flex: 1 }} px="xs" component="nav" aria-label={t('navLabel')}>
        <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => {
            const Icon = NAV_ICONS[item.key]
            const active = isActive(item, pathname)
            return (
              <li key={item.key}>
                <NavLink
                  component={Link}
                  to={item.to}
                  label={t(`nav.${item.key}`)}
                  leftSection={<Icon size={20} aria-hidden />}
                  rightSection={item.key === 'approves' ? <ApprovesNavBadge /> : undefined}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  data-nav={item.key}
                />
              </li>
            )
          })}
          <li>
            <NavLink
              component="button"
              type="button"
              label={t('nav.logout')}
              leftSection={<IconLogout size={20} aria-hidden />}
              onClick={() => void logout()}
              disabled={pending}
              data-nav="logout"
            />
          </li>
        </Box>
      </ScrollArea>
      <Group gap="sm" p="md" wrap="nowrap" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Avatar src={me.profile_picture_full} alt="" radius="xl" color="brand">
          {initials(me.full_name)}
        </Avatar>
        <Box style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {me.full_name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {me.email}
          </Text>
        </Box>
      </Group>
    </Stack>
  )
}
