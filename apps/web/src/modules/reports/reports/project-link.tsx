import { Anchor, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'

/** A project in a report's list: its name opens the project; its reference under it. */
export function ProjectLink({
  code,
  name,
  reference,
}: {
  code: string
  name: string
  reference: string | null
}) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={`/project/${encodeURIComponent(code)}/main`} fz="sm" fw={500}>
        {name}
      </Anchor>
      {reference && (
        <Text size="xs" c="dimmed">
          {reference}
        </Text>
      )}
    </Stack>
  )
}
