import { type BudgetCategory, PRICE_TYPES } from '@ajanda/contracts/definitions.contract'
import {
  BUDGET_TAX_ROWS_MAX,
  type BudgetCategoryInput,
  budgetCategoryInputSchema,
} from '@ajanda/contracts/definitions-admin.contract'
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  Controller,
  type FieldErrors,
  type Path,
  type Resolver,
  useFieldArray,
  useForm,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { useMe } from '../../../shared/session/use-session'
import { DecimalInput } from '../../../shared/ui/decimal-input'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { PercentInput } from '../../../shared/ui/percent-input'
import { eventCompanyQueryOptions } from '../../event-companies/event-companies.api'
import { companyCurrencies, defaultCurrency } from '../../requests/request-defaults'
import { definitionQueryOptions } from '../definitions.api'
import {
  type BudgetCategoryFormValues,
  categoryFormValues,
  categoryInput,
  emptyTaxRow,
  formPath,
} from './budget-category-values'

interface BudgetCategoryFormProps {
  row: BudgetCategory | null
  onClose: () => void
  onSave: (input: BudgetCategoryInput, row: BudgetCategory | null) => Promise<{ message: string }>
}

const FIELD_NAMES = { name: true, name_en: true, vat_rate: true, supplier_categories: true }

/** Errors of the sent body's tax rows, moved onto the modal's rows (blank rows are not sent). */
function remapTaxErrors(errors: FieldErrors<BudgetCategoryFormValues>, rows: readonly number[]) {
  const taxes = errors.taxes as (Record<string, unknown> & { root?: unknown; message?: unknown }) | undefined
  if (!taxes) return errors
  const moved: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(taxes)) {
    const index = Number(key)
    moved[Number.isInteger(index) ? String(rows[index] ?? index) : key] = value
  }
  return { ...errors, taxes: moved } as FieldErrors<BudgetCategoryFormValues>
}

/**
 * The budget category modal (admin-area.md): name, English name, the default VAT rate as a percent,
 * supplier categories and 1 to 10 tax rows (the last one stays; a row without a name and an amount is
 * "no tax" and is not saved). Saving waits for a name and a VAT rate.
 */
export function BudgetCategoryForm({ row, onClose, onSave }: BudgetCategoryFormProps) {
  const { t } = useTranslation(['definitions', 'common'])
  const locale = useFormLocale()
  const me = useMe()
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data
  const suppliers = useQuery(definitionQueryOptions('supplier-categories')).data ?? []
  const currencies = companyCurrencies(company)
  const firstCurrency = currencies[0] ?? defaultCurrency(company)
  const [alert, setAlert] = useState<string | null>(null)

  const base = localizedZodResolver(budgetCategoryInputSchema, locale)
  const resolver: Resolver<BudgetCategoryFormValues> = async (values, context, options) => {
    const { input, rows } = categoryInput(values)
    const result = await base(input as never, context, options as never)
    if (Object.keys(result.errors).length === 0) return { values, errors: {} }
    return {
      values: {},
      errors: remapTaxErrors(result.errors as FieldErrors<BudgetCategoryFormValues>, rows),
    }
  }
  const form = useForm<BudgetCategoryFormValues>({
    resolver,
    mode: 'onChange',
    defaultValues: categoryFormValues(row, firstCurrency),
  })
  const taxes = useFieldArray({ control: form.control, name: 'taxes' })
  const { errors, isValid, isSubmitting } = form.formState
  const taxErrors = errors.taxes as
    | (Record<number, Record<string, { message?: string } | undefined>> & { message?: string })
    | undefined

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    const { input, rows } = categoryInput(values)
    try {
      notifySuccess((await onSave(input as BudgetCategoryInput, row)).message)
      onClose()
    } catch (error) {
      if (!isApiError(error) || !error.isValidation) {
        setAlert(error instanceof Error ? error.message : String(error))
        return
      }
      // Field errors go under their fields (a tax row's under that row); the rest into the alert.
      let placed = 0
      let unplaced: string | null = null
      for (const [path, messages] of Object.entries(error.errors)) {
        const message = messages[0]
        if (!message) continue
        const target = formPath(path, rows)
        if (target === 'taxes' || !(target in FIELD_NAMES || target.startsWith('taxes.'))) {
          unplaced ??= message
          continue
        }
        const field = target as Path<BudgetCategoryFormValues>
        form.setError(field, { type: 'server', message }, { shouldFocus: placed === 0 })
        placed += 1
      }
      if (unplaced || placed === 0) setAlert(unplaced ?? error.message)
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert message={alert} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('fields.name')}
            required
            data-autofocus
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label={t('fields.nameEn')}
            error={errors.name_en?.message}
            {...form.register('name_en')}
          />
          <Controller
            control={form.control}
            name="vat_rate"
            render={({ field }) => (
              <PercentInput
                label={t('fields.vatPercent')}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.vat_rate?.message}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="supplier_categories"
          render={({ field }) => (
            <MultiSelect
              label={t('fields.supplierCategories')}
              data={suppliers.map((category) => ({ value: String(category.id), label: category.name }))}
              value={field.value.map(String)}
              onChange={(next) => field.onChange(next.map(Number))}
              searchable
              clearable
            />
          )}
        />
        <Fieldset legend={t('fields.taxes')} variant="filled">
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              {t('budgets.taxesHint', { max: BUDGET_TAX_ROWS_MAX })}
            </Text>
            {taxes.fields.map((tax, index) => {
              const type = form.watch(`taxes.${index}.price_type`)
              const rowErrors = taxErrors?.[index]
              return (
                <Group
                  key={tax.id}
                  align="flex-start"
                  gap="xs"
                  wrap="nowrap"
                  role="group"
                  aria-label={t('budgets.taxRow', { index: index + 1 })}
                >
                  <TextInput
                    label={t('fields.taxName')}
                    style={{ flex: 2 }}
                    error={rowErrors?.name?.message}
                    {...form.register(`taxes.${index}.name`)}
                  />
                  <Controller
                    control={form.control}
                    name={`taxes.${index}.price_type`}
                    render={({ field }) => (
                      <Select
                        label={t('fields.priceType')}
                        style={{ flex: 1.3 }}
                        data={PRICE_TYPES.map((value) => ({ value, label: t(`priceTypes.${value}`) }))}
                        value={field.value}
                        onChange={(next) => {
                          if (!next) return
                          field.onChange(next)
                          // The amount means something else now: a percent or a sum.
                          form.setValue(`taxes.${index}.price`, '', { shouldValidate: true })
                        }}
                        allowDeselect={false}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name={`taxes.${index}.price`}
                    render={({ field }) =>
                      type === 'PERCENTAGE' ? (
                        <PercentInput
                          label={t('fields.taxPercent')}
                          style={{ flex: 1 }}
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          error={rowErrors?.price?.message}
                        />
                      ) : (
                        <DecimalInput
                          label={t('fields.taxAmount')}
                          style={{ flex: 1 }}
                          min={0}
                          decimalScale={4}
                          value={field.value}
                          onChange={(next) => field.onChange(next ?? '')}
                          onBlur={field.onBlur}
                          error={rowErrors?.price?.message}
                        />
                      )
                    }
                  />
                  <Controller
                    control={form.control}
                    name={`taxes.${index}.currency_code`}
                    render={({ field }) => (
                      <Select
                        label={t('fields.currency')}
                        style={{ flex: 0.9 }}
                        data={[...new Set([...currencies, ...(field.value ? [field.value] : [])])]}
                        value={field.value}
                        onChange={(next) => field.onChange(next)}
                        disabled={type !== 'FIXED'}
                        allowDeselect={false}
                        error={rowErrors?.currency_code?.message}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name={`taxes.${index}.vat_rate`}
                    render={({ field }) => (
                      <PercentInput
                        label={t('fields.taxVatPercent')}
                        style={{ flex: 0.9 }}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={rowErrors?.vat_rate?.message}
                      />
                    )}
                  />
                  <ActionIcon
                    mt={26}
                    variant="subtle"
                    color="red.9"
                    aria-label={t('budgets.removeTax', { index: index + 1 })}
                    disabled={taxes.fields.length === 1}
                    onClick={() => taxes.remove(index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              )
            })}
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                disabled={taxes.fields.length >= BUDGET_TAX_ROWS_MAX}
                onClick={() => taxes.append(emptyTaxRow(firstCurrency))}
              >
                {t('budgets.addTax')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" disabled={!isValid} loading={isSubmitting}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
