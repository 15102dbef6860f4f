import { ActionIcon, Affix, Popover, Stack, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { type ReactNode, useId, useState } from 'react'

/**
 * The floating "+" at the bottom right (staff-app.md "Quick-create menu"): opens "Yeni bir ..." with what
 * the user may create. `children` gets `close` so a chosen item closes the menu before its modal opens.
 */
export function QuickCreatePopover({
  label,
  title,
  width = 260,
  children,
}: {
  label: string
  title: string
  width?: number
  children: (close: () => void) => ReactNode
}) {
  const [opened, setOpened] = useState(false)
  const titleId = useId()
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={150}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="top-end"
        shadow="md"
        width={width}
        trapFocus
        returnFocus
        withArrow
      >
        <Popover.Target>
          <ActionIcon
            size={56}
            radius="xl"
            variant="filled"
            aria-label={label}
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={() => setOpened((value) => !value)}
            data-testid="quick-create"
          >
            <IconPlus size={28} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
          <Stack gap="sm">
            <Text fw={700} id={titleId}>
              {title}
            </Text>
            {children(() => setOpened(false))}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Affix>
  )
}
