import {
  BUDGET_NAME_MAX,
  type BudgetCategoryInput,
  budgetCategoryInputSchema,
} from '@ajanda/contracts/budgets.contract'
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { Controller, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { PercentInput } from '../../../shared/ui/percent-input'
import type { EditorCategory } from '../budget-rows'

interface CategoryValues {
  name: string
  name_en: string
  /** A fraction ('0.2' is 20 %), as the API carries it. */
  vat_rate: string
}

interface CategoryEditFormProps {
  category: EditorCategory
  /** PUT categories/{id}: answers the server's message; a failure is shown on the form. */
  onSave: (id: number, input: BudgetCategoryInput) => Promise<{ message: string }>
  onClose: () => void
}

const FIELDS = ['name', 'name_en', 'vat_rate'] as const

function CategoryEditForm({ category, onSave, onClose }: CategoryEditFormProps) {
  const { t } = useTranslation(['budgets', 'common'])
  const locale = useFormLocale()
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<CategoryValues>({
    // The PUT's own schema: without a definition or a template, a name is required.
    resolver: localizedZodResolver(budgetCategoryInputSchema, locale) as unknown as Resolver<CategoryValues>,
    mode: 'onTouched',
    defaultValues: {
      name: category.name,
      name_en: category.name_en ?? '',
      vat_rate: category.info.vat_rate,
    },
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      notifySuccess((await onSave(category.id, values)).message)
      onClose()
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, FIELDS))
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert message={alert} />
        <TextInput
          label={t('category.name')}
          required
          data-autofocus
          maxLength={BUDGET_NAME_MAX}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextInput
          label={t('category.nameEn')}
          maxLength={BUDGET_NAME_MAX}
          error={errors.name_en?.message}
          {...form.register('name_en')}
        />
        <Controller
          control={form.control}
          name="vat_rate"
          render={({ field }) => (
            <PercentInput
              label={t('category.vatPercent')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.vat_rate?.message}
            />
          )}
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

/** A category's name, English name and VAT rate, from its header row in the grid. */
export function CategoryEditModal({
  category,
  onSave,
  onClose,
}: Omit<CategoryEditFormProps, 'category'> & { category: EditorCategory | null }) {
  const { t } = useTranslation(['budgets', 'common'])
  return (
    <Modal
      opened={category !== null}
      onClose={onClose}
      title={t('category.editTitle')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {category && <CategoryEditForm category={category} onSave={onSave} onClose={onClose} />}
    </Modal>
  )
}
