import { Box, Flex, NavLink, Paper } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useLocation } from 'react-router'
import { ADMIN_NAV, activeAdminNav } from '../admin-nav'

/** The side-navigation layout of admin-area.md ("Layouts"): the admin pages at the left, the page beside. */
export function AdminLayout() {
  const { t } = useTranslation('admin')
  const { pathname } = useLocation()
  const active = activeAdminNav(pathname)

  return (
    <Flex gap="lg" align="flex-start" direction={{ base: 'column', md: 'row' }}>
      <Paper
        withBorder
        radius="md"
        p="xs"
        w={{ base: '100%', md: 232 }}
        style={{ flexShrink: 0, position: 'sticky', top: 100 }}
        component="nav"
        aria-label={t('nav.label')}
      >
        <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {ADMIN_NAV.map((item) => {
            const Icon = item.icon
            const current = item.key === active
            return (
              <li key={item.key}>
                <NavLink
                  component={Link}
                  to={item.to}
                  label={t(`nav.${item.key}`)}
                  leftSection={<Icon size={18} aria-hidden />}
                  active={current}
                  aria-current={current ? 'page' : undefined}
                />
              </li>
            )
          })}
        </Box>
      </Paper>
      <Box style={{ flex: 1, minWidth: 0 }} w="100%">
        <Outlet />
      </Box>
    </Flex>
  )
}
