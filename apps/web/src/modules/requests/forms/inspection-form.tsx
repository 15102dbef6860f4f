import {
  type InspectionInput,
  inspectionInputSchema,
  LOCATION_TYPES,
  type LocationType,
  REQUEST_NOTE_MAX,
} from '@ajanda/contracts/requests.contract'
import { Input, SegmentedControl, SimpleGrid } from '@mantine/core'
import { Controller, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { CountedTextField, TextField, TransportationField } from '../components/basic-fields'
import { DayRangeField } from '../components/date-fields'
import { RequestFormFrame } from '../components/request-form-frame'
import { useRequestSubmit } from '../components/use-request-submit'
import { dayOf } from '../request-dates'
import { defaultDates } from '../request-defaults'
import type { RequestFormProps } from './request-form-props'

const FIELDS = [
  'location_type',
  'location',
  'starts_at',
  'ends_at',
  'transportation_type',
  'hotel_name',
  'note',
] as const

/** Off city, tomorrow to a week ahead, by company car (staff-app.md 9). */
export function inspectionDefaults(request: RequestFormProps['request']): InspectionInput {
  const dates = defaultDates().inspection
  if (!request)
    return {
      location_type: 'off_city',
      location: '',
      ...dates,
      transportation_type: 'company_car',
      hotel_name: '',
      note: '',
    }
  return {
    location_type: request.details.location_type ?? 'off_city',
    location: request.details.location ?? '',
    starts_at: dayOf(request.starts_at) ?? dates.starts_at,
    ends_at: dayOf(request.ends_at) ?? dates.ends_at,
    transportation_type: request.details.transportation_type ?? 'company_car',
    hotel_name: request.details.hotel_name ?? '',
    note: request.note ?? '',
  }
}

/** POST /inspections or PUT /inspections/{id}: a site inspection or a fair; a hotel only off city. */
export function InspectionForm({ request, onSaved, onCancel }: RequestFormProps) {
  const { t } = useTranslation('requests')
  const locale = useFormLocale()
  const form = useForm<InspectionInput>({
    resolver: localizedZodResolver(inspectionInputSchema, locale) as unknown as Resolver<InspectionInput>,
    mode: 'all',
    defaultValues: inspectionDefaults(request),
  })
  const { submit, alert } = useRequestSubmit({
    form: 'inspection',
    rhf: form,
    request,
    fields: FIELDS,
    onSaved,
  })
  const [locationType, startsAt, endsAt] = form.watch(['location_type', 'starts_at', 'ends_at'])
  const setDay = (name: 'starts_at' | 'ends_at', value: string | null) =>
    form.setValue(name, value as string, { shouldDirty: true, shouldTouch: true, shouldValidate: true })

  return (
    <RequestFormFrame
      onSubmit={form.handleSubmit(submit)}
      onCancel={onCancel}
      alert={alert}
      resubmits={request?.status === 'DECLINED'}
      submitting={form.formState.isSubmitting}
      valid={form.formState.isValid}
    >
      <Controller
        control={form.control}
        name="location_type"
        render={({ field }) => (
          <Input.Wrapper label={t('fields.location_type')} required>
            <SegmentedControl
              fullWidth
              data={LOCATION_TYPES.map((value) => ({ value, label: t(`locationTypes.${value}`) }))}
              value={field.value}
              onChange={(value) => {
                field.onChange(value as LocationType)
                // The hotel belongs to a trip out of town; an on-city inspection drops it.
                if (value === 'on_city') form.setValue('hotel_name', '', { shouldDirty: true })
              }}
            />
          </Input.Wrapper>
        )}
      />
      <TextField control={form.control} name="location" label={t('fields.location')} required />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DayRangeField
          label={t('fields.dates')}
          required
          start={startsAt}
          end={endsAt}
          onChange={(start, end) => {
            setDay('starts_at', start)
            setDay('ends_at', end)
          }}
          error={form.formState.errors.starts_at?.message ?? form.formState.errors.ends_at?.message}
        />
        <TransportationField
          control={form.control}
          name="transportation_type"
          label={t('fields.transportation_type')}
        />
      </SimpleGrid>
      {locationType === 'off_city' && (
        <TextField control={form.control} name="hotel_name" label={t('fields.hotel_name')} />
      )}
      <CountedTextField
        control={form.control}
        name="note"
        label={t('fields.note')}
        maxLength={REQUEST_NOTE_MAX}
      />
    </RequestFormFrame>
  )
}
