import { TASK_SECTION_TITLE_MAX } from '@ajanda/contracts/tasks.contract'
import { TextInput } from '@mantine/core'
import { useState } from 'react'

interface InlineTitleInputProps {
  label: string
  initial?: string
  onSave: (title: string) => void
  onCancel: () => void
}

/** A section title typed in place: Enter saves (when not blank), Escape or leaving the field cancels. */
export function InlineTitleInput({ label, initial = '', onSave, onCancel }: InlineTitleInputProps) {
  const [value, setValue] = useState(initial)
  return (
    <TextInput
      size="xs"
      aria-label={label}
      placeholder={label}
      autoFocus
      maxLength={TASK_SECTION_TITLE_MAX}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={onCancel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          event.stopPropagation()
          onCancel()
        } else if (event.key === 'Enter') {
          event.preventDefault()
          const title = value.trim()
          if (title) onSave(title)
        }
      }}
    />
  )
}
