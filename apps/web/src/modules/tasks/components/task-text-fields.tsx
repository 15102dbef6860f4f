import { TASK_DESCRIPTION_MAX } from '@ajanda/contracts/tasks.contract'
import { TextInput } from '@mantine/core'
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CountedTextField } from '../../requests/components/basic-fields'

/** The title (required, focused first) and the counted description of a task or a milestone. */
export function TaskTextFields<T extends FieldValues & { title: string }>({
  control,
}: {
  control: Control<T>
}) {
  const { t } = useTranslation('tasks')
  return (
    <>
      <Controller
        control={control}
        name={'title' as Path<T>}
        render={({ field, fieldState }) => (
          <TextInput
            label={t('fields.title')}
            required
            data-autofocus
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <CountedTextField
        control={control}
        name={'description' as Path<T>}
        label={t('fields.description')}
        maxLength={TASK_DESCRIPTION_MAX}
      />
    </>
  )
}
