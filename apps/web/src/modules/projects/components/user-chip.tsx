import { Avatar, Group, Text } from '@mantine/core'
import { initials } from '../../../shared/format/names'

/** A person with avatar and name (responsible, uploader, timeline actor). */
export function UserChip({
  user,
  size = 26,
}: {
  user: { full_name: string; profile_picture_full?: string | null } | null | undefined
  size?: number
}) {
  if (!user) return null
  return (
    <Group gap={8} wrap="nowrap">
      <Avatar src={user.profile_picture_full ?? null} alt="" size={size} radius="xl" color="brand">
        {initials(user.full_name)}
      </Avatar>
      <Text size="sm" truncate>
        {user.full_name}
      </Text>
    </Group>
  )
}
