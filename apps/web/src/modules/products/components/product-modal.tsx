import { PRODUCT_TYPE_LABELS } from '@ajanda/contracts/budget-labels'
import { CURRENCY_CODES } from '@ajanda/contracts/common/currencies'
import {
  PRODUCT_CAPACITY_MAX,
  PRODUCT_TYPES,
  type PricingPeriod,
  type Product,
  type ProductInput,
  type ProductType,
} from '@ajanda/contracts/products.contract'
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { parseDecimalInput } from '../../../shared/format/money'
import { fractionToPercent, percentToFraction } from '../../../shared/format/percent'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { useProductWrites } from '../products.api'
import { useBudgetLineOptions } from '../use-budget-line-options'

interface Draft {
  product_type: ProductType
  name: string
  name_en: string
  capacity: number | string
  vat: string
  currency: string
  budget_item_id: string | null
  prices: Record<number, string>
}

const draftOf = (product: Product | null): Draft => ({
  product_type: product?.product_type ?? 'REG',
  name: product?.name ?? '',
  name_en: product?.name_en ?? '',
  capacity: product?.capacity ?? '',
  vat: product ? fractionToPercent(product.vat_rate) : '20',
  currency: product?.currency ?? 'TRY',
  budget_item_id: product?.budget_item_id ? String(product.budget_item_id) : null,
  prices: Object.fromEntries(
    (product?.prices ?? []).map((row) => [row.pricing_period_id, row.price.replace(/\.?0+$/, '')]),
  ),
})

/** A typed amount as the API wants it; text that is no number goes as typed for the server to refuse. */
const decimalOf = (text: string) => parseDecimalInput(text) ?? text.trim()

/** "Ürün ekle" / "Ürünü düzenle": the product's facts and one price per pricing period. */
export function ProductModal({
  projectCode,
  product,
  periods,
  onClose,
}: {
  projectCode: string
  /** null: a new product. */
  product: Product | null
  periods: PricingPeriod[]
  onClose(): void
}) {
  const { t, i18n } = useTranslation('products')
  const lang = i18n.language.startsWith('en') ? 'en' : 'tr'
  const { saveProduct } = useProductWrites(projectCode)
  const budgetLines = useBudgetLineOptions(projectCode)
  const [draft, setDraft] = useState<Draft>(() => draftOf(product))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }))

  const input = (): ProductInput => ({
    product_type: draft.product_type,
    name: draft.name,
    name_en: draft.name_en.trim() || null,
    capacity: draft.capacity === '' ? null : Number(draft.capacity),
    vat_rate: percentToFraction(decimalOf(draft.vat)),
    currency: draft.currency,
    budget_item_id: draft.budget_item_id ? Number(draft.budget_item_id) : null,
    prices: periods
      .filter((period) => (draft.prices[period.id] ?? '').trim() !== '')
      .map((period) => ({ pricing_period_id: period.id, price: decimalOf(draft.prices[period.id] ?? '') })),
  })

  const submit = async () => {
    setErrors({})
    try {
      const saved = await saveProduct.mutateAsync({ id: product?.id ?? null, input: input() })
      notifySuccess(saved.message)
      onClose()
    } catch (error) {
      if (isApiError(error) && error.isValidation)
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([key, list]) => [key, list[0] ?? ''])))
      else notifyError(error instanceof Error ? error.message : null)
    }
  }

  /** A price's error comes back under `prices.{index}.…` of the prices sent. */
  const sent = periods.filter((period) => (draft.prices[period.id] ?? '').trim() !== '')
  const priceError = (periodId: number) => {
    const index = sent.findIndex((period) => period.id === periodId)
    return index < 0
      ? undefined
      : (errors[`prices.${index}.price`] ?? errors[`prices.${index}.pricing_period_id`])
  }

  return (
    <Modal opened onClose={onClose} title={product ? t('form.editTitle') : t('form.addTitle')} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Stack>
          <Select
            label={t('form.type')}
            data={PRODUCT_TYPES.map((type) => ({
              value: type,
              label: `${PRODUCT_TYPE_LABELS[lang][type]} (${type})`,
            }))}
            value={draft.product_type}
            onChange={(value) => value && set({ product_type: value as ProductType })}
            allowDeselect={false}
            error={errors.product_type}
            required
          />
          <TextInput
            label={t('form.name')}
            value={draft.name}
            onChange={(event) => set({ name: event.currentTarget.value })}
            error={errors.name}
            maxLength={255}
            required
            data-autofocus
          />
          <TextInput
            label={t('form.nameEn')}
            value={draft.name_en}
            onChange={(event) => set({ name_en: event.currentTarget.value })}
            error={errors.name_en}
            maxLength={255}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <NumberInput
              label={t('form.capacity')}
              description={t('form.capacityHint')}
              value={draft.capacity}
              onChange={(value) => set({ capacity: value })}
              min={0}
              max={PRODUCT_CAPACITY_MAX}
              allowDecimal={false}
              allowNegative={false}
              error={errors.capacity}
            />
            <TextInput
              label={t('form.vat')}
              value={draft.vat}
              onChange={(event) => set({ vat: event.currentTarget.value })}
              inputMode="decimal"
              error={errors.vat_rate}
              required
            />
            <Select
              label={t('form.currency')}
              data={[...CURRENCY_CODES]}
              value={draft.currency}
              onChange={(value) => value && set({ currency: value })}
              allowDeselect={false}
              searchable
              error={errors.currency}
              required
            />
          </SimpleGrid>
          <Select
            label={t('form.budgetLine')}
            placeholder={t('form.budgetLinePlaceholder')}
            data={budgetLines}
            value={draft.budget_item_id}
            onChange={(value) => set({ budget_item_id: value })}
            searchable
            clearable
            error={errors.budget_item_id}
          />
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('form.prices')}
            </Text>
            {periods.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('form.noPeriods')}
              </Text>
            ) : (
              <>
                <Text size="xs" c="dimmed">
                  {t('form.pricesHint')}
                </Text>
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  {periods.map((period) => (
                    <TextInput
                      key={period.id}
                      label={`${lang === 'en' && period.name_en ? period.name_en : period.name} (${draft.currency})`}
                      value={draft.prices[period.id] ?? ''}
                      onChange={(event) => {
                        const price = event.currentTarget.value
                        setDraft((current) => ({
                          ...current,
                          prices: { ...current.prices, [period.id]: price },
                        }))
                      }}
                      inputMode="decimal"
                      error={priceError(period.id)}
                    />
                  ))}
                </SimpleGrid>
              </>
            )}
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={saveProduct.isPending}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
