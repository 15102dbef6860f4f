import { type ChecklistInput, checklistInputSchema } from '@ajanda/contracts/checklists.contract'
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { IdSelectField } from '../../../shared/forms/id-select-field'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { definitionQueryOptions } from '../../definitions/definitions.api'

export interface ChecklistFormProps {
  initial: ChecklistInput | null
  /** Saves and gives the server's message; a failure is shown on the form. */
  onSave: (input: ChecklistInput) => Promise<{ message: string }>
  onClose: () => void
}

function ChecklistForm({ initial, onSave, onClose }: ChecklistFormProps) {
  const { t } = useTranslation(['checklists', 'common'])
  const locale = useFormLocale()
  const types = useQuery(definitionQueryOptions('project-types'))
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<ChecklistInput>({
    resolver: localizedZodResolver(checklistInputSchema, locale) as unknown as Resolver<ChecklistInput>,
    mode: 'onTouched',
    defaultValues: initial ?? { name: '', project_type_id: null },
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      notifySuccess((await onSave(values)).message)
      onClose()
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, ['name', 'project_type_id']))
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert message={alert} />
        <TextInput
          label={t('form.name')}
          required
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <IdSelectField
          control={form.control}
          name="project_type_id"
          label={t('form.projectType')}
          placeholder={t('form.projectTypePlaceholder')}
          options={types.data ?? []}
          clearable
          searchable
          error={errors.project_type_id?.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** POST checklists or PUT checklists/{id}: name required, one checklist per project type. */
export function ChecklistFormModal(props: ChecklistFormProps & { opened: boolean }) {
  const { t } = useTranslation(['checklists', 'common'])
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.initial ? t('form.editTitle') : t('form.newTitle')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {props.opened && (
        <ChecklistForm initial={props.initial} onSave={props.onSave} onClose={props.onClose} />
      )}
    </Modal>
  )
}
