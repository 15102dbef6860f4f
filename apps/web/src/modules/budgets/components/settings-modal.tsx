import {
  BUDGET_CURRENCIES_MAX,
  type BudgetDetail,
  type UpdateBudgetInput,
} from '@ajanda/contracts/budgets.contract'
import { FEE_TYPES } from '@ajanda/contracts/event-companies.contract'
import { Button, Group, Modal, MultiSelect, Select, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fractionToPercent, percentToFraction } from '../../../shared/format/percent'
import { DecimalInput } from '../../../shared/ui/decimal-input'
import { useCompanyCurrencies } from './use-company-currencies'

interface SettingsModalProps {
  opened: boolean
  budget: BudgetDetail
  onClose: () => void
  onSave: (input: UpdateBudgetInput) => Promise<boolean>
}

/** The budget's name, currencies and service fee (PUT /budget/{code}). */
export function SettingsModal({ opened, budget, onClose, onSave }: SettingsModalProps) {
  const { t } = useTranslation(['budgets', 'common'])
  const currencies = useCompanyCurrencies()
  const [name, setName] = useState(budget.name)
  const [currency, setCurrency] = useState(budget.currency)
  const [others, setOthers] = useState(budget.currencies)
  const fee = budget.service_fee
  const [feeType, setFeeType] = useState<string>(fee?.type ?? 'NONE')
  const [amount, setAmount] = useState(
    fee ? (fee.type === 'PERCENTAGE' ? fractionToPercent(fee.amount) : fee.amount) : '',
  )
  const [feeCurrency, setFeeCurrency] = useState(fee?.currency ?? budget.currency)
  const [busy, setBusy] = useState(false)
  const valid = name.trim() !== '' && (feeType === 'NONE' || (amount ?? '') !== '')

  const submit = async () => {
    setBusy(true)
    const service_fee =
      feeType === 'NONE'
        ? null
        : {
            type: feeType as (typeof FEE_TYPES)[number],
            amount: feeType === 'PERCENTAGE' ? percentToFraction(amount) : amount,
            currency: feeCurrency,
          }
    const ok = await onSave({
      name: name.trim(),
      currency,
      currencies: others.filter((c) => c !== currency),
      service_fee,
    })
    setBusy(false)
    if (ok) onClose()
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('editor.settings')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (valid) void submit()
        }}
      >
        <Stack>
          <TextInput
            label={t('editor.name')}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={150}
          />
          <Select
            label={t('editor.currency')}
            data={currencies}
            value={currency}
            onChange={(v) => v && setCurrency(v)}
            allowDeselect={false}
          />
          <MultiSelect
            label={t('editor.currencies')}
            data={currencies.filter((c) => c !== currency)}
            value={others.filter((c) => c !== currency)}
            onChange={setOthers}
            maxValues={BUDGET_CURRENCIES_MAX}
          />
          <Select
            label={t('editor.feeType')}
            data={[
              { value: 'NONE', label: t('editor.serviceFeeNone') },
              ...FEE_TYPES.map((type) => ({ value: type, label: t(`editor.feeTypes.${type}`) })),
            ]}
            value={feeType}
            onChange={(v) => v && setFeeType(v)}
            allowDeselect={false}
          />
          {feeType !== 'NONE' && (
            <Group grow>
              <DecimalInput
                label={feeType === 'PERCENTAGE' ? t('editor.feePercent') : t('editor.feeAmount')}
                required
                min={0}
                value={amount}
                onChange={(v) => setAmount(v ?? '')}
              />
              {feeType === 'FIXED' && (
                <Select
                  label={t('editor.feeCurrency')}
                  data={currencies}
                  value={feeCurrency}
                  onChange={(v) => v && setFeeCurrency(v)}
                  allowDeselect={false}
                />
              )}
            </Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" disabled={!valid} loading={busy}>
              {t('editor.saveSettings')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
