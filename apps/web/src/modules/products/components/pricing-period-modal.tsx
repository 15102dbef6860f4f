import '@mantine/dates/styles.css'
import {
  PRICING_PERIOD_KINDS,
  type PricingPeriod,
  type PricingPeriodKind,
} from '@ajanda/contracts/products.contract'
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
import { IconCalendar } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { useCalendarLabels } from '../../../shared/ui/calendar-labels'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { useProductWrites } from '../products.api'

/** "Dönem ekle" / "Dönemi düzenle": kind, names and the inclusive date bounds; an overlap shows on the start. */
export function PricingPeriodModal({
  projectCode,
  period,
  onClose,
}: {
  projectCode: string
  period: PricingPeriod | null
  onClose(): void
}) {
  const { t, i18n } = useTranslation('products')
  const calendarLabels = useCalendarLabels()
  const { savePeriod } = useProductWrites(projectCode)
  const [kind, setKind] = useState<PricingPeriodKind>(period?.kind ?? 'EARLY')
  const [name, setName] = useState(period?.name ?? t('kinds.EARLY'))
  const [nameEn, setNameEn] = useState(period?.name_en ?? '')
  const [startsOn, setStartsOn] = useState<string | null>(period?.starts_on ?? null)
  const [endsOn, setEndsOn] = useState<string | null>(period?.ends_on ?? null)
  const [errors, setErrors] = useState<Record<string, string>>({})

  const submit = async () => {
    setErrors({})
    try {
      const input = {
        kind,
        name,
        name_en: nameEn.trim() || null,
        starts_on: startsOn ?? '',
        ends_on: endsOn ?? '',
      }
      const saved = await savePeriod.mutateAsync({ id: period?.id ?? null, input })
      notifySuccess(saved.message)
      onClose()
    } catch (error) {
      if (isApiError(error) && error.isValidation)
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([key, list]) => [key, list[0] ?? ''])))
      else notifyError(error instanceof Error ? error.message : null)
    }
  }

  const dateProps = {
    valueFormat: 'DD MMMM YYYY',
    placeholder: t('form.pickDate'),
    leftSection: <IconCalendar size={16} aria-hidden />,
    ariaLabels: calendarLabels,
    required: true,
  }

  return (
    <Modal opened onClose={onClose} title={period ? t('form.editPeriodTitle') : t('form.addPeriodTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Stack>
          <Select
            label={t('form.kind')}
            data={PRICING_PERIOD_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            value={kind}
            onChange={(value) => {
              if (!value) return
              const next = value as PricingPeriodKind
              // A name still the default of the old kind follows the new kind.
              if (name === t(`kinds.${kind}`) || name === '') setName(t(`kinds.${next}`))
              setKind(next)
            }}
            allowDeselect={false}
            error={errors.kind}
            required
          />
          <TextInput
            label={t('form.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            maxLength={100}
            required
          />
          <TextInput
            label={t('form.nameEn')}
            value={nameEn}
            onChange={(event) => setNameEn(event.currentTarget.value)}
            error={errors.name_en}
            maxLength={100}
          />
          <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'tr', firstDayOfWeek: 1 }}>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <DatePickerInput
                {...dateProps}
                label={t('form.starts')}
                value={startsOn}
                onChange={(value) => setStartsOn(value)}
                error={errors.starts_on}
              />
              <DatePickerInput
                {...dateProps}
                label={t('form.ends')}
                value={endsOn}
                onChange={(value) => setEndsOn(value)}
                minDate={startsOn ?? undefined}
                error={errors.ends_on}
              />
            </SimpleGrid>
          </DatesProvider>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={savePeriod.isPending}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
