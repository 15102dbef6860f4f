import {
  BUDGET_CURRENCIES_MAX,
  BUDGET_DEFAULT_CURRENCY,
  BUDGET_SOURCES,
  type BudgetSummary,
  type CreateBudgetInput,
  createBudgetInputSchema,
} from '@ajanda/contracts/budgets.contract'
import { Button, Group, Modal, MultiSelect, SegmentedControl, Select, Stack, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { budgetTemplatesQueryOptions, useCreateBudget } from '../budgets.api'
import { useCompanyCurrencies } from './use-company-currencies'

interface CreateBudgetModalProps {
  opened: boolean
  projectCode: string
  /** This project's budgets, the ones a copy can start from. */
  budgets: readonly BudgetSummary[]
  onClose: () => void
  onCreated: (code: string) => void
}

type Values = {
  name: string
  currency: string
  currencies: string[]
  source: (typeof BUDGET_SOURCES)[number]
  template_id: number | null
  copy_from: string | null
}

const DEFAULTS: Values = {
  name: '',
  currency: BUDGET_DEFAULT_CURRENCY,
  currencies: [],
  source: 'EMPTY',
  template_id: null,
  copy_from: null,
}

function CreateBudgetForm({
  projectCode,
  budgets,
  onClose,
  onCreated,
}: Omit<CreateBudgetModalProps, 'opened'>) {
  const { t } = useTranslation(['budgets', 'common'])
  const locale = useFormLocale()
  const currencies = useCompanyCurrencies()
  const create = useCreateBudget(projectCode)
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<Values>({
    resolver: localizedZodResolver(createBudgetInputSchema, locale) as unknown as Resolver<Values>,
    mode: 'onChange',
    defaultValues: DEFAULTS,
  })
  const source = form.watch('source')
  const currency = form.watch('currency')
  const templates = useQuery({ ...budgetTemplatesQueryOptions(), enabled: source === 'TEMPLATE' }).data ?? []
  const budgetTemplates = templates.filter((template) => template.kind === 'BUDGET')
  const { errors, isSubmitting, isValid } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    const input: CreateBudgetInput = {
      name: values.name,
      currency: values.currency,
      currencies: values.currencies.filter((code) => code !== values.currency),
      source: values.source,
      template_id: values.source === 'TEMPLATE' ? values.template_id : null,
      copy_from: values.source === 'COPY' ? values.copy_from : null,
    }
    try {
      const response = await create.mutateAsync(input)
      notifySuccess(response.message)
      onClose()
      onCreated(response.code)
    } catch (error) {
      setAlert(
        applyServerErrors(error, form.setError, [
          'name',
          'currency',
          'currencies',
          'template_id',
          'copy_from',
        ]),
      )
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert message={alert} />
        <TextInput
          label={t('create.name')}
          required
          data-autofocus
          maxLength={150}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="currency"
          render={({ field }) => (
            <Select
              label={t('create.currency')}
              required
              data={currencies}
              value={field.value}
              onChange={(v) => v && field.onChange(v)}
              allowDeselect={false}
            />
          )}
        />
        <Controller
          control={form.control}
          name="currencies"
          render={({ field }) => (
            <MultiSelect
              label={t('create.currencies')}
              data={currencies.filter((code) => code !== currency)}
              value={field.value.filter((code) => code !== currency)}
              onChange={field.onChange}
              maxValues={BUDGET_CURRENCIES_MAX}
            />
          )}
        />
        <Controller
          control={form.control}
          name="source"
          render={({ field }) => (
            <Stack gap={4}>
              <span
                id="budget-source-label"
                style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500 }}
              >
                {t('create.source')}
              </span>
              <SegmentedControl
                aria-labelledby="budget-source-label"
                value={field.value}
                onChange={(value) => {
                  field.onChange(value)
                  void form.trigger()
                }}
                data={BUDGET_SOURCES.map((value) => ({ value, label: t(`create.sources.${value}`) }))}
              />
            </Stack>
          )}
        />
        {source === 'TEMPLATE' && (
          <Controller
            control={form.control}
            name="template_id"
            render={({ field }) => (
              <Select
                label={t('create.template')}
                required
                placeholder={t('create.templatePlaceholder')}
                nothingFoundMessage={t('create.noTemplates')}
                searchable
                data={budgetTemplates.map((template) => ({
                  value: String(template.id),
                  label: template.name,
                }))}
                value={field.value === null ? null : String(field.value)}
                onChange={(value) => field.onChange(value ? Number(value) : null)}
                error={errors.template_id?.message}
              />
            )}
          />
        )}
        {source === 'COPY' && (
          <Controller
            control={form.control}
            name="copy_from"
            render={({ field }) => (
              <Select
                label={t('create.copyFrom')}
                required
                placeholder={t('create.copyPlaceholder')}
                data={budgets.map((budget) => ({ value: budget.code, label: budget.name }))}
                value={field.value}
                onChange={field.onChange}
                error={errors.copy_from?.message}
              />
            )}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!isValid}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** "Yeni Bütçe": POST /project/{code}/budgets, then the editor opens. */
export function CreateBudgetModal({ opened, ...props }: CreateBudgetModalProps) {
  const { t } = useTranslation(['budgets', 'common'])
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={t('create.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {opened && <CreateBudgetForm {...props} />}
    </Modal>
  )
}
