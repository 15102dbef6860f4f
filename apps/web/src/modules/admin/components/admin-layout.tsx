import { Box, Collapse, Flex, NavLink, Paper } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { IconChevronDown } from '@tabler/icons-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useLocation } from 'react-router'
import { ADMIN_NAV, activeAdminNav } from '../admin-nav'

/** Where the layout stacks the navigation above the page (below Mantine's `md`). */
const STACKED_QUERY = '(max-width: 61.99em)'

/** The side-navigation layout of admin-area.md ("Layouts"): the admin pages at the left, the page beside. */
export function AdminLayout() {
  const { t } = useTranslation('admin')
  const { pathname } = useLocation()
  const active = activeAdminNav(pathname)
  // Stacked above the page, the fourteen links would fill a phone's screen: they fold behind the
  // current page's name, and fold again once one is chosen (issue 19 item 2).
  const stacked = useMediaQuery(STACKED_QUERY, false, { getInitialValueInEffect: false })
  const [opened, { toggle, close }] = useDisclosure(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page folds the menu
  useEffect(() => close(), [pathname, close])
  const activeItem = ADMIN_NAV.find((item) => item.key === active)
  const ActiveIcon = activeItem?.icon

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
        {stacked && (
          <NavLink
            component="button"
            type="button"
            label={activeItem ? t(`nav.${activeItem.key}`) : t('nav.label')}
            leftSection={ActiveIcon && <ActiveIcon size={18} aria-hidden />}
            rightSection={
              <IconChevronDown
                size={16}
                aria-hidden
                style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            }
            onClick={toggle}
            aria-expanded={opened}
            aria-controls="admin-nav-links"
          />
        )}
        <Collapse expanded={!stacked || opened} id="admin-nav-links">
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
        </Collapse>
      </Paper>
      <Box style={{ flex: 1, minWidth: 0 }} w="100%">
        <Outlet />
      </Box>
    </Flex>
  )
}
