import { Badge } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * Label and priority colours as background/text pairs above 4.5:1 (axe): Mantine's light variant is too
 * pale for small text on these cards, so the text gets a dark shade of the same hue.
 */
const TONES: Record<string, { bg: string; color: string }> = {
  blue: { bg: 'var(--mantine-color-blue-0)', color: '#1864ab' },
  green: { bg: 'var(--mantine-color-green-0)', color: '#1e6b30' },
  red: { bg: 'var(--mantine-color-red-0)', color: '#a61e1e' },
  orange: { bg: 'var(--mantine-color-orange-0)', color: '#8f3800' },
  yellow: { bg: 'var(--mantine-color-yellow-0)', color: '#6b4f00' },
  violet: { bg: 'var(--mantine-color-violet-0)', color: '#5f3dc4' },
  grape: { bg: 'var(--mantine-color-grape-0)', color: '#862e9c' },
  gray: { bg: 'var(--mantine-color-gray-1)', color: '#495057' },
}

export function TaskBadge({
  color,
  icon,
  children,
}: {
  color: string
  icon?: ReactNode
  children: ReactNode
}) {
  const tone = TONES[color] ?? (TONES.gray as { bg: string; color: string })
  return (
    <Badge
      size="xs"
      variant="light"
      leftSection={icon}
      style={{ textTransform: 'none', '--badge-bg': tone.bg, '--badge-color': tone.color }}
    >
      {children}
    </Badge>
  )
}
