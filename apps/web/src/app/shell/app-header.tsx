import { ActionIcon, Box, Burger, Collapse, Group, Title } from '@mantine/core'
import { spotlight } from '@mantine/spotlight'
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconSearch } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { MessengerButton } from '../../modules/messenger/components/messenger-button'
import { useRecordTitle, useRouteHandle } from '../../shared/routing/use-route-handle'
import { hasBackOffice } from '../../shared/session/back-office'
import { useMe } from '../../shared/session/use-session'
import { NotificationsButton } from './notifications-button'
import { OnlineUsers } from './online-users'
import { PageBreadcrumbs } from './page-breadcrumbs'

export const HEADER_ROW_HEIGHT = 56
export const HEADER_FULL_HEIGHT = 92

interface AppHeaderProps {
  mobileNavOpened: boolean
  desktopNavOpened: boolean
  onToggleMobileNav: () => void
  onToggleDesktopNav: () => void
  /** After 100 px of scroll the breadcrumb row folds away. */
  compact: boolean
}

export function AppHeader(props: AppHeaderProps) {
  const { t } = useTranslation(['shell', 'common', 'routes'])
  const { title } = useRouteHandle()
  const recordTitle = useRecordTitle()
  const backOffice = hasBackOffice(useMe())
  const navLabel = (opened: boolean) => (opened ? t('header.closeNav') : t('header.openNav'))

  return (
    <Box px="md">
      <Group h={HEADER_ROW_HEIGHT} justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Burger
            opened={props.mobileNavOpened}
            onClick={props.onToggleMobileNav}
            hiddenFrom="sm"
            size="sm"
            aria-label={navLabel(props.mobileNavOpened)}
            aria-expanded={props.mobileNavOpened}
          />
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            visibleFrom="sm"
            onClick={props.onToggleDesktopNav}
            aria-label={navLabel(props.desktopNavOpened)}
            aria-expanded={props.desktopNavOpened}
          >
            {props.desktopNavOpened ? (
              <IconLayoutSidebarLeftCollapse size={22} aria-hidden />
            ) : (
              <IconLayoutSidebarLeftExpand size={22} aria-hidden />
            )}
          </ActionIcon>
          <Title order={1} fz="h3" lineClamp={1}>
            {recordTitle ?? t(`routes:${title ?? 'notFound'}`)}
          </Title>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <OnlineUsers />
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={t('header.search')}
            onClick={spotlight.open}
          >
            <IconSearch size={22} aria-hidden />
          </ActionIcon>
          {backOffice && <MessengerButton />}
          <NotificationsButton />
        </Group>
      </Group>
      <Collapse expanded={!props.compact}>
        <Box h={HEADER_FULL_HEIGHT - HEADER_ROW_HEIGHT} pt={4}>
          <PageBreadcrumbs />
        </Box>
      </Collapse>
    </Box>
  )
}
