import { Avatar, Group, Text } from '@mantine/core'
import { initials } from '../../../shared/format/names'

/** A person with avatar and name (requester, approver, history actor). */
export function PersonChip({
  person,
  size = 26,
}: {
  person: { full_name: string; profile_picture_full?: string | null } | null | undefined
  size?: number
}) {
  if (!person) return null
  return (
    <Group gap={8} wrap="nowrap">
      <Avatar src={person.profile_picture_full ?? null} alt="" size={size} radius="xl" color="brand">
        {initials(person.full_name)}
      </Avatar>
      <Text size="sm" truncate>
        {person.full_name}
      </Text>
    </Group>
  )
}
