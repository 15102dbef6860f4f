import { BUDGET_NAME_MAX, saveTemplateInputSchema } from '@ajanda/contracts/budgets.contract'
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'

/** The body of POST save-as-template (saveTemplateInputSchema). */
interface SaveTemplateInput {
  name: string
}

interface SaveTemplateFormProps {
  initialName: string
  /** POST save-as-template; answers the server's message, a failure is shown on the form. */
  onSave: (name: string) => Promise<{ message: string }>
  onClose: () => void
}

function SaveTemplateForm({ initialName, onSave, onClose }: SaveTemplateFormProps) {
  const { t } = useTranslation(['budgets', 'common'])
  const locale = useFormLocale()
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<SaveTemplateInput>({
    resolver: localizedZodResolver(saveTemplateInputSchema, locale) as unknown as Resolver<SaveTemplateInput>,
    mode: 'onTouched',
    defaultValues: { name: initialName },
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      notifySuccess((await onSave(values.name)).message)
      onClose()
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, ['name']))
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert message={alert} />
        <TextInput
          label={t('editor.templateName')}
          required
          data-autofocus
          maxLength={BUDGET_NAME_MAX}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('template.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** "Şablon olarak kaydet": the template's name (required, the budget's name to start with). */
export function SaveTemplateModal(props: SaveTemplateFormProps & { opened: boolean }) {
  const { t } = useTranslation(['budgets', 'common'])
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('template.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {props.opened && (
        <SaveTemplateForm initialName={props.initialName} onSave={props.onSave} onClose={props.onClose} />
      )}
    </Modal>
  )
}
