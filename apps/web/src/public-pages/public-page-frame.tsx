import { Center, Paper, Stack, Text, Title } from '@mantine/core'
import type { CSSProperties, ReactNode } from 'react'

/**
 * The frame every public page shares: one card in the middle of a grey page, as wide as the page's
 * content needs (`width`) and full width on a phone, with an optional strip above the card (branding,
 * language switch). `cardKey` remounts the card's content when the page's code changes.
 */
export function PublicPageFrame({
  width,
  header,
  cardStyle,
  cardKey,
  children,
}: {
  width: number
  header?: ReactNode
  cardStyle?: CSSProperties
  cardKey?: string
  children: ReactNode
}) {
  return (
    <Center
      component="main"
      mih="100dvh"
      p={{ base: 'xs', sm: 'md' }}
      bg="gray.0"
      style={{ alignItems: 'flex-start' }}
    >
      <Stack w="100%" maw={width} gap="md" py="md">
        {header}
        <Paper
          key={cardKey}
          withBorder
          shadow="sm"
          p={{ base: 'sm', sm: 'xl' }}
          radius="lg"
          style={cardStyle}
        >
          {children}
        </Paper>
      </Stack>
    </Center>
  )
}

/**
 * A form page's heading inside the card: the form's name as the page's h1, the dimmed line of what it
 * is for (the project, the client) and any introduction.
 */
export function PublicFormHeading({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: ReactNode
  children?: ReactNode
}) {
  return (
    <Stack gap={2}>
      <Title order={1} fz="h2">
        {title}
      </Title>
      {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      {children}
    </Stack>
  )
}
