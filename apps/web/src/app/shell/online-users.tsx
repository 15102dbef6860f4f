import type { OnlineUser } from '@ajanda/contracts/realtime.contract'
import { Avatar, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { initials } from '../../shared/format/names'
import { useLiveData } from '../../shared/realtime/use-live-data'
import { useOnlineUsers } from '../../shared/realtime/use-online-users'
import { useMe } from '../../shared/session/use-session'

/** Avatars shown before the rest fold into "+N". */
export const ONLINE_AVATARS_SHOWN = 5

/** The others' avatars (five, then "+N"), and the user's own last. */
export function OnlineUsersStrip({ users, self }: { users: OnlineUser[]; self?: OnlineUser }) {
  const { t } = useTranslation('shell')
  if (users.length === 0 && !self) return null
  const shown = users.slice(0, ONLINE_AVATARS_SHOWN)
  const rest = users.slice(ONLINE_AVATARS_SHOWN)
  const avatar = (user: OnlineUser) => (
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
  )
  return (
    <Tooltip.Group openDelay={200} closeDelay={100}>
      <Avatar.Group spacing="sm" role="list" aria-label={t('online.label')} data-testid="online-users">
        {shown.map(avatar)}
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
        {self && avatar(self)}
      </Avatar.Group>
    </Tooltip.Group>
  )
}

/**
 * The online-users strip of the header (staff-app.md "Shell"): the company's online users, the others
 * first and the user last, for AGENCY users only (decisions.md 6). The user is always online in it, so
 * the strip shows even to someone alone in the office. The header is on every page of the shell, so it
 * also keeps the session's realtime connection and its live reloads (`data-created`) for the whole
 * signed-in area.
 */
export function OnlineUsers() {
  useLiveData()
  const me = useMe()
  const online = useOnlineUsers()
  if (me.kind !== 'AGENCY') return null
  const self: OnlineUser = { id: me.id, name: me.full_name, profile_picture: me.profile_picture_full }
  return <OnlineUsersStrip users={online.filter((user) => user.id !== me.id)} self={self} />
}
