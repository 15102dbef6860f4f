import {
  type OperationInput,
  operationInputSchema,
  REQUEST_NOTE_MAX,
} from '@ajanda/contracts/requests.contract'
import { SimpleGrid } from '@mantine/core'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { CountedTextField, TextField, TransportationField } from '../components/basic-fields'
import { MomentField } from '../components/date-fields'
import { ProjectField } from '../components/project-field'
import { RequestFormFrame } from '../components/request-form-frame'
import { ResponsiblesField } from '../components/responsibles-field'
import { useRequestSubmit } from '../components/use-request-submit'
import { oneHourAfter } from '../request-dates'
import { defaultDates, operationDatesOf } from '../request-defaults'
import type { RequestFormProps } from './request-form-props'

const FIELDS = [
  'project_id',
  'starts_at',
  'ends_at',
  'transportation_type',
  'hotel_name',
  'note',
  'responsibles',
] as const

/** The form holds the project as null until one is picked. */
export type OperationValues = Omit<OperationInput, 'project_id'> & { project_id: number | null }

export function operationDefaults(
  request: RequestFormProps['request'],
  projectId: number | null,
): OperationValues {
  const dates = defaultDates().operation
  if (!request)
    return {
      project_id: projectId,
      ...dates,
      transportation_type: 'company_car',
      hotel_name: '',
      note: '',
      responsibles: [],
    }
  return {
    project_id: request.project?.id ?? null,
    starts_at: request.starts_at ?? dates.starts_at,
    ends_at: request.ends_at ?? dates.ends_at,
    transportation_type: request.details.transportation_type ?? 'company_car',
    hotel_name: request.details.hotel_name ?? '',
    note: request.note ?? '',
    responsibles: (request.details.responsibles ?? []).map((person) => person.id),
  }
}

/** POST /operations or PUT /operations/{id}: attending a project's operation. */
export function OperationForm({ request, projectId, onSaved, onCancel }: RequestFormProps) {
  const { t } = useTranslation('requests')
  const locale = useFormLocale()
  const form = useForm<OperationValues>({
    resolver: localizedZodResolver(operationInputSchema, locale) as unknown as Resolver<OperationValues>,
    mode: 'all',
    defaultValues: operationDefaults(request, projectId),
  })
  const { submit, alert } = useRequestSubmit({
    form: 'operation',
    rhf: form,
    request,
    fields: FIELDS,
    onSaved,
  })
  const setMoment = (name: 'starts_at' | 'ends_at', value: string) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: true })

  return (
    <RequestFormFrame
      onSubmit={form.handleSubmit(submit)}
      onCancel={onCancel}
      alert={alert}
      resubmits={request?.status === 'DECLINED'}
      submitting={form.formState.isSubmitting}
      valid={form.formState.isValid}
    >
      <ProjectField
        control={form.control}
        name="project_id"
        label={t('fields.project')}
        required
        current={request?.project}
        onPicked={(project) => {
          const dates = project ? operationDatesOf(project) : null
          if (!dates) return
          setMoment('starts_at', dates.starts_at)
          setMoment('ends_at', dates.ends_at)
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MomentField
          control={form.control}
          name="starts_at"
          label={t('fields.starts_at')}
          required
          onPicked={(start) => start && setMoment('ends_at', oneHourAfter(start))}
        />
        <MomentField control={form.control} name="ends_at" label={t('fields.ends_at')} required />
        <TransportationField
          control={form.control}
          name="transportation_type"
          label={t('fields.transportation_type')}
        />
        <TextField control={form.control} name="hotel_name" label={t('fields.hotel_name')} />
      </SimpleGrid>
      <ResponsiblesField control={form.control} name="responsibles" label={t('fields.responsibles')} />
      <CountedTextField
        control={form.control}
        name="note"
        label={t('fields.note')}
        maxLength={REQUEST_NOTE_MAX}
      />
    </RequestFormFrame>
  )
}
