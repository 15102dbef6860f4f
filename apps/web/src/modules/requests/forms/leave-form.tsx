import {
  LEAVE_TYPES,
  type LeaveInput,
  REQUEST_NOTE_MAX,
  SINGLE_MOMENT_LEAVE,
} from '@ajanda/contracts/requests.contract'
import { Select } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { Controller, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { CountedTextField } from '../components/basic-fields'
import { DayRangeField, MomentField } from '../components/date-fields'
import { LeaveFiguresNote } from '../components/leave-figures-note'
import { RequestFormFrame } from '../components/request-form-frame'
import { useRequestSubmit } from '../components/use-request-submit'
import { isoMoment } from '../request-dates'
import { defaultDates } from '../request-defaults'
import { leaveFiguresQueryOptions } from '../requests.api'
import type { RequestFormProps } from './request-form-props'
import { leaveFormSchema } from './request-form-schemas'

const FIELDS = ['leave_type', 'starts_at', 'ends_at', 'note'] as const

export function leaveDefaults(request: RequestFormProps['request']): LeaveInput {
  const dates = defaultDates()
  if (!request) return { leave_type: 'annual_leave', ...dates.leave, note: '' }
  return {
    leave_type: request.details.leave_type ?? 'annual_leave',
    starts_at: request.starts_at ?? dates.leave.starts_at,
    ends_at: request.ends_at,
    note: request.note ?? '',
  }
}

/** POST /leaves or PUT /leaves/{id}: a range of days, or one date-time for compassionate leave. */
export function LeaveForm({ request, onSaved, onCancel }: RequestFormProps) {
  const { t } = useTranslation('requests')
  const locale = useFormLocale()
  const form = useForm<LeaveInput>({
    resolver: localizedZodResolver(leaveFormSchema, locale) as unknown as Resolver<LeaveInput>,
    mode: 'all',
    defaultValues: leaveDefaults(request),
  })
  const { submit, alert } = useRequestSubmit({ form: 'leave', rhf: form, request, fields: FIELDS, onSaved })
  const [type, startsAt, endsAt] = form.watch(['leave_type', 'starts_at', 'ends_at'])
  const single = type === SINGLE_MOMENT_LEAVE
  // The working days and the allowance left, as soon as the dates make a leave (decisions/0024).
  const complete = Boolean(type && startsAt && (single || (endsAt && endsAt >= startsAt)))
  const figures = useQuery({
    ...leaveFiguresQueryOptions({
      leave_type: type,
      starts_at: startsAt,
      ends_at: single ? undefined : (endsAt ?? undefined),
      request_id: request && request.status !== 'DECLINED' ? request.id : undefined,
    }),
    enabled: complete,
  }).data
  const set = (name: 'starts_at' | 'ends_at', value: string | null) =>
    form.setValue(name, value as string, { shouldDirty: true, shouldTouch: true, shouldValidate: true })

  const chooseType = (next: LeaveInput['leave_type']) => {
    form.setValue('leave_type', next, { shouldDirty: true, shouldValidate: true })
    // One moment has no end; a range starts and ends on the moment's day until the user picks.
    if (next === SINGLE_MOMENT_LEAVE) set('ends_at', null)
    else if (!form.getValues('ends_at')) set('ends_at', isoMoment(dayjs(startsAt).startOf('day')))
    void form.trigger()
  }

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
        name="leave_type"
        render={({ field, fieldState }) => (
          <Select
            label={t('fields.leave_type')}
            required
            allowDeselect={false}
            data={LEAVE_TYPES.map((value) => ({ value, label: t(`leaveTypes.${value}`) }))}
            value={field.value}
            onChange={(value) => value && chooseType(value as LeaveInput['leave_type'])}
            error={fieldState.error?.message}
          />
        )}
      />
      {single ? (
        <MomentField control={form.control} name="starts_at" label={t('fields.leave_moment')} required />
      ) : (
        <DayRangeField
          label={t('fields.dates')}
          required
          start={startsAt}
          end={endsAt ?? null}
          onChange={(start, end) => {
            set('starts_at', start ? isoMoment(dayjs(start)) : null)
            set('ends_at', end ? isoMoment(dayjs(end)) : null)
          }}
          error={form.formState.errors.starts_at?.message ?? form.formState.errors.ends_at?.message}
        />
      )}
      {complete && figures && <LeaveFiguresNote figures={figures} audience="requester" />}
      <CountedTextField
        control={form.control}
        name="note"
        label={t('fields.note')}
        maxLength={REQUEST_NOTE_MAX}
      />
    </RequestFormFrame>
  )
}
