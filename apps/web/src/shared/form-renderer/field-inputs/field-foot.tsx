import { Input, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * Help text and the first error under a group of inputs (a fieldset of parts, a radio group drawn by
 * hand); a single Mantine input shows its own. The error is announced as it appears.
 */
export function FieldFoot({ description, error }: { description?: string; error?: string }) {
  return (
    <>
      {description && (
        <Input.Description mt={4} style={{ whiteSpace: 'pre-line' }}>
          {description}
        </Input.Description>
      )}
      {error && (
        <Input.Error mt={4} role="alert">
          {error}
        </Input.Error>
      )}
    </>
  )
}

/** A fieldset's legend with the required asterisk a single Mantine input draws itself. */
export function GroupLegend({ label, required }: { label: ReactNode; required: boolean }) {
  return (
    <Text component="span" fw={500} size="sm">
      {label}
      {required && (
        <Text component="span" c="var(--mantine-color-error)" aria-hidden>
          {' *'}
        </Text>
      )}
    </Text>
  )
}
