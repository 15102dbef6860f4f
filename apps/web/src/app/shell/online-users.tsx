import type { OnlineUser } from '@ajanda/contracts/realtime.contract'
import { Avatar, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { initials } from '../../shared/format/names'
import { useLiveData } from '../../shared/realtime/use-live-data'
import { useOnlineUsers } from '../../shared/realtime/use-online-users'
import { useMe } from '../../shared/session/use-session'

/** Avatars shown before the rest fold into "+N". */
export const ONLINE_AVATARS_SHOWN = 5

export function OnlineUsersStrip({ users }: { users: OnlineUser[] }) {
  const { t } = useTranslation('shell')
  if (users.length === 0) return null
  const shown = users.slice(0, ONLINE_AVATARS_SHOWN)
  const rest = users.slice(ONLINE_AVATARS_SHOWN)
  return (
    <Tooltip.Group openDelay={200} closeDelay={100}>
      <Avatar.Group spacing="sm" role="list" aria-label={t('online.label')} data-testid="online-users">
        {shown.map((user) => (
          <Tooltip key={user.id} label={user.name} withArrow>
            <Avatar
              role="listitem"
              aria-label={user.name}
              src={user.profile_picture}
              alt=""
              size={32}
              radius="xl"
              color="brand"
            >
              {initials(user.name)}
            </Avatar>
          </Tooltip>
        ))}
        {rest.length > 0 && (
          <Tooltip label={rest.map((user) => user.name).join(', ')} withArrow multiline maw={280}>
            <Avatar
              role="listitem"
              aria-label={t('online.more', { count: rest.length })}
              size={32}
              radius="xl"
            >
              +{rest.length}
            </Avatar>
          </Tooltip>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  )
}

/**
 * The online-users strip of the header: the company's other online users, for AGENCY users only
 * (decisions.md 6). The header is on every page of the shell, so it also keeps the session's realtime
 * connection and its live reloads (`data-created`) for the whole signed-in area.
 */
export function OnlineUsers() {
  useLiveData()
  const me = useMe()
  const online = useOnlineUsers()
  if (me.kind !== 'AGENCY') return null
  return <OnlineUsersStrip users={online.filter((user) => user.id !== me.id)} />
}
