import type { UserListItem } from '@ajanda/contracts/users.contract'
import { useDraggable, useDroppable } from '@dnd-kit/core'
import { ActionIcon, Anchor, Avatar, Group, Menu, Paper, Text } from '@mantine/core'
import { IconDots, IconHierarchy2, IconUser } from '@tabler/icons-react'
import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { initials, localName } from '../../../shared/format/names'
import classes from './org-chart.module.css'

export const NO_TEAM_COLOUR = '#ADB5BD'

/** What a card shows: picture, name, position and the team colour at its edge. */
export function OrgCardContent({ person }: { person: UserListItem }) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
      <Avatar src={person.profile_picture_full} alt="" size={38} radius="xl" color="brand">
        {initials(person.full_name)}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {person.full_name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {[person.position && localName(person.position), person.team?.name].filter(Boolean).join(' · ')}
        </Text>
      </div>
    </Group>
  )
}

interface OrgCardProps {
  person: UserListItem
  onOpen: (person: UserListItem) => void
  onChangeManager: (person: UserListItem) => void
}

/**
 * One person: drag the card onto another to make that one the manager; click it to open the profile;
 * the menu's "Yöneticiyi değiştir" does the same as a drag without a mouse.
 */
export function OrgCard({ person, onOpen, onChangeManager }: OrgCardProps) {
  const { t } = useTranslation('people')
  const draggable = useDraggable({ id: person.id })
  const droppable = useDroppable({ id: person.id })
  const colour = person.team?.color ?? NO_TEAM_COLOUR

  const open = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('button, a, [role="menuitem"]')) return
    onOpen(person)
  }

  return (
    <Paper
      ref={(node) => {
        draggable.setNodeRef(node)
        droppable.setNodeRef(node)
      }}
      {...draggable.listeners}
      withBorder
      radius="md"
      p="xs"
      className={classes.card}
      style={{ borderLeftColor: colour }}
      data-over={droppable.isOver && !draggable.isDragging}
      data-dragging={draggable.isDragging}
      data-testid={`org-card-${person.id}`}
      onClick={open}
    >
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <Avatar src={person.profile_picture_full} alt="" size={38} radius="xl" color="brand">
            {initials(person.full_name)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={`/admin/user/${person.code}`}
              draggable={false}
              size="sm"
              fw={600}
              c="dark"
              lineClamp={1}
            >
              {person.full_name}
            </Anchor>
            <Text size="xs" c="dimmed" truncate>
              {[person.position && localName(person.position), person.team?.name].filter(Boolean).join(' · ')}
            </Text>
          </div>
        </Group>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="dark"
              aria-label={t('orgChart.menu', { name: person.full_name })}
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconHierarchy2 size={16} aria-hidden />}
              onClick={() => onChangeManager(person)}
            >
              {t('orgChart.changeManager')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={`/admin/user/${person.code}`}
              leftSection={<IconUser size={16} aria-hidden />}
            >
              {t('orgChart.openProfile')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  )
}
