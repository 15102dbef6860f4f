import { validationMessage } from '@ajanda/contracts/common/validation-messages'
import { Button, Popover, TextInput } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { notifySuccess } from '../../../shared/ui/notify'

/**
 * The quick popover of a section's name (admin-area.md: "A quick popover adds a section (Enter saves)"):
 * Enter saves, Escape closes; the server's message shows under the field.
 */
export function SectionNamePopover({
  label,
  initial = '',
  icon,
  variant = 'light',
  onSave,
}: {
  label: string
  initial?: string
  icon?: ReactNode
  variant?: 'light' | 'subtle' | 'default'
  onSave: (name: string) => Promise<{ message: string }>
}) {
  const { t } = useTranslation('checklists')
  const locale = useFormLocale()
  const [opened, setOpened] = useState(false)
  const [name, setName] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const open = () => {
    setName(initial)
    setError(null)
    setOpened(true)
  }
  const save = async () => {
    if (!name.trim()) {
      setError(validationMessage(locale, 'required'))
      return
    }
    setBusy(true)
    try {
      notifySuccess((await onSave(name.trim())).message)
      setOpened(false)
    } catch (failure) {
      setError(isApiError(failure) ? (failure.firstError('name') ?? failure.message) : String(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button
          variant={variant}
          size="xs"
          leftSection={icon}
          onClick={() => (opened ? setOpened(false) : open())}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <TextInput
          label={t('detail.sectionName')}
          description={t('detail.sectionHint')}
          value={name}
          disabled={busy}
          error={error}
          data-autofocus
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void save()
            }
          }}
        />
      </Popover.Dropdown>
    </Popover>
  )
}
