import { Badge } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * Background and text pairs above 4.5:1. Mantine's light variant with a dark shade ('green.9') paints the
 * text in the background's colour, and its default light text is too pale on white: badges name their
 * tone here instead.
 */
const TONES = {
  blue: { bg: 'var(--mantine-color-blue-0)', color: 'var(--mantine-color-blue-9)' },
  green: { bg: 'var(--mantine-color-green-0)', color: '#1e6b30' },
  gray: { bg: 'var(--mantine-color-gray-1)', color: 'var(--mantine-color-gray-7)' },
  red: { bg: 'var(--mantine-color-red-0)', color: 'var(--mantine-color-red-9)' },
} as const
export type BadgeTone = keyof typeof TONES

export function ToneBadge({
  tone,
  children,
  testId,
}: {
  tone: BadgeTone
  children: ReactNode
  testId?: string
}) {
  return (
    <Badge
      variant="light"
      data-testid={testId}
      style={{ textTransform: 'none', '--badge-bg': TONES[tone].bg, '--badge-color': TONES[tone].color }}
    >
      {children}
    </Badge>
  )
}
