import { Text, Textarea, type TextareaProps } from '@mantine/core'
import type { Ref } from 'react'

/** How many characters before the limit the counter turns red. */
export const COUNTER_WARNING = 10

type CountedTextareaProps = TextareaProps & {
  value: string
  maxLength: number
  ref?: Ref<HTMLTextAreaElement>
}

/** A textarea with "n / max" under it; the counter turns red in the last 10 characters. */
export function CountedTextarea({ value, maxLength, ref, ...props }: CountedTextareaProps) {
  const warn = value.length > maxLength - COUNTER_WARNING
  return (
    <Textarea
      ref={ref}
      value={value}
      maxLength={maxLength}
      autosize
      minRows={3}
      description={
        <Text span size="xs" c={warn ? 'red.9' : 'dimmed'} data-testid="char-counter" data-warning={warn}>
          {value.length} / {maxLength}
        </Text>
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
    />
  )
}
