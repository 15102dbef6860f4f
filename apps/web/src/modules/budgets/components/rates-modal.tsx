import type { BudgetDetail } from '@ajanda/contracts/budgets.contract'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../shared/format/dates'
import { DecimalInput } from '../../../shared/ui/decimal-input'

interface RatesModalProps {
  opened: boolean
  budget: BudgetDetail
  onClose: () => void
  onRefresh: () => Promise<boolean>
  onSave: (rates: Record<string, string>) => Promise<boolean>
}

/** The budget's rate snapshot: refreshed from today's rates (POST rates/refresh) or typed by hand (PUT rates). */
export function RatesModal({ opened, budget, onClose, onRefresh, onSave }: RatesModalProps) {
  const { t, i18n } = useTranslation(['budgets', 'common'])
  const [rates, setRates] = useState<Record<string, string>>(budget.rates)
  const [busy, setBusy] = useState<'refresh' | 'save' | null>(null)
  const codes = [...new Set([...budget.currencies, ...Object.keys(budget.rates)])].filter(
    (c) => c !== budget.currency,
  )

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('editor.rates')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack>
        <Group justify="space-between">
          <Text size="sm">
            {budget.rates_date
              ? t('editor.ratesDate', { date: formatDate(budget.rates_date, i18n.language) })
              : t('editor.noRatesDate')}
          </Text>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={busy === 'refresh'}
            onClick={async () => {
              setBusy('refresh')
              if (await onRefresh()) onClose()
              setBusy(null)
            }}
          >
            {t('editor.refreshRates')}
          </Button>
        </Group>
        {codes.map((code) => (
          <DecimalInput
            key={code}
            label={t('editor.rate', { currency: code, base: budget.currency })}
            min={0}
            decimalScale={6}
            value={rates[code] ?? ''}
            onChange={(value) => setRates((current) => ({ ...current, [code]: value ?? '' }))}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            loading={busy === 'save'}
            disabled={codes.length === 0}
            onClick={async () => {
              setBusy('save')
              const filled = Object.fromEntries(Object.entries(rates).filter(([, value]) => value !== ''))
              if (await onSave(filled)) onClose()
              setBusy(null)
            }}
          >
            {t('editor.saveRates')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
