import { Button, Group, TextInput } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { notifyError } from '../../../shared/ui/notify'

/** "Bölüm ekle": a name, Enter saves (POST form/{code}/section). */
export function AddSectionForm({
  onAdd,
  pending,
}: {
  onAdd: (name: string) => Promise<unknown>
  pending: boolean
}) {
  const { t } = useTranslation('forms')
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  if (!open)
    return (
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('builder.addSection')}
      </Button>
    )
  const submit = async () => {
    const value = name.trim()
    if (!value) {
      setError(t('settings.required'))
      return
    }
    try {
      await onAdd(value)
      setName('')
      setError(null)
      setOpen(false)
    } catch (failure) {
      const message = isApiError(failure) ? (failure.firstError('name') ?? failure.message) : null
      if (isApiError(failure) && failure.isValidation) setError(message)
      else notifyError(message)
    }
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('builder.sectionName')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false)
          }}
          error={error}
          maxLength={300}
          data-autofocus
          autoFocus
          style={{ flex: 1, minWidth: 180 }}
        />
        <Button type="submit" loading={pending}>
          {t('builder.save')}
        </Button>
        <Button variant="default" onClick={() => setOpen(false)}>
          {t('builder.cancel')}
        </Button>
      </Group>
    </form>
  )
}
