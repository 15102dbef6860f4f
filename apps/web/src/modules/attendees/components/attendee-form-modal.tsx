import {
  ATTENDEE_STATUSES,
  type AttendeeDetail,
  type AttendeeInput,
  attendeeInputSchema,
} from '@ajanda/contracts/attendees.contract'
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { type AttendeeListItem, attendeeQueryOptions, useSaveAttendee } from '../attendees.api'

const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'title',
  'country',
  'city',
] as const
type TextField = (typeof TEXT_FIELDS)[number]

export interface AttendeeFormValues {
  first_name: string
  last_name: string
  email: string
  phone: string
  company: string
  title: string
  country: string
  city: string
  gender: 'female' | 'male' | 'other' | null
  language: 'tr' | 'en'
  status: (typeof ATTENDEE_STATUSES)[number]
  list_ids: number[]
}
const FIELDS = [...TEXT_FIELDS, 'gender', 'language', 'status', 'list_ids'] as const

export function attendeeFormDefaults(attendee: AttendeeDetail | null): AttendeeFormValues {
  const text = (value: string | null | undefined) => value ?? ''
  return {
    first_name: text(attendee?.first_name),
    last_name: text(attendee?.last_name),
    email: text(attendee?.email),
    phone: text(attendee?.phone),
    company: text(attendee?.company),
    title: text(attendee?.title),
    country: text(attendee?.country),
    city: text(attendee?.city),
    gender:
      attendee?.gender === 'female' || attendee?.gender === 'male' || attendee?.gender === 'other'
        ? attendee.gender
        : null,
    language: attendee?.language === 'en' ? 'en' : 'tr',
    status: attendee?.status ?? 'INVITED',
    list_ids: attendee?.lists.map((list) => list.id) ?? [],
  }
}

/** Empty optional texts travel as null (an empty e-mail or country is "none", not a bad value). */
export function toAttendeeInput(values: AttendeeFormValues): AttendeeInput {
  const blank = (value: string | null | undefined) => (!value || value.trim() === '' ? null : value)
  return {
    ...values,
    email: blank(values.email),
    phone: blank(values.phone),
    company: blank(values.company),
    title: blank(values.title),
    country: blank(values.country),
    city: blank(values.city),
  }
}

/** "Yeni katılımcı" and "Katılımcıyı düzenle": the contract's schema checks it before the server does. */
export function AttendeeFormModal({
  projectId,
  attendeeId,
  opened,
  lists,
  onClose,
  onSaved,
}: {
  projectId: number
  attendeeId: number | null
  opened: boolean
  lists: readonly AttendeeListItem[]
  onClose: () => void
  onSaved: (id: number) => void
}) {
  const { t } = useTranslation(['attendees', 'common'])
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false })
  const detail = useQuery({
    ...attendeeQueryOptions(attendeeId ?? 0),
    enabled: opened && attendeeId !== null,
  })
  const ready = attendeeId === null || !!detail.data
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={attendeeId === null ? t('form.newTitle') : t('form.editTitle')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {opened &&
        (ready ? (
          <AttendeeForm
            key={attendeeId ?? 'new'}
            projectId={projectId}
            attendee={attendeeId === null ? null : (detail.data ?? null)}
            lists={lists}
            onClose={onClose}
            onSaved={onSaved}
          />
        ) : (
          <Skeleton height={320} />
        ))}
    </Modal>
  )
}

function AttendeeForm({
  projectId,
  attendee,
  lists,
  onClose,
  onSaved,
}: {
  projectId: number
  attendee: AttendeeDetail | null
  lists: readonly AttendeeListItem[]
  onClose: () => void
  onSaved: (id: number) => void
}) {
  const { t } = useTranslation('attendees')
  const locale = useFormLocale()
  const save = useSaveAttendee(projectId)
  const [alert, setAlert] = useState<string | null>(null)
  const base = localizedZodResolver(attendeeInputSchema, locale) as unknown as Resolver<AttendeeFormValues>
  const resolver: Resolver<AttendeeFormValues> = (values, context, options) =>
    base(toAttendeeInput(values) as unknown as AttendeeFormValues, context, options)
  const form = useForm<AttendeeFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: attendeeFormDefaults(attendee),
  })
  const { errors, isSubmitting } = form.formState
  const text = (
    name: TextField,
    extra: { required?: boolean; autoFocus?: boolean; maxLength?: number } = {},
  ) => (
    <TextInput
      label={t(`columns.${name}`)}
      required={extra.required}
      data-autofocus={extra.autoFocus || undefined}
      maxLength={extra.maxLength}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  )

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      // An edit is partial on the server: what this form does not show (custom columns, the main
      // attendee) stays as it is.
      const input = toAttendeeInput(values)
      const { message, data } = await save.mutateAsync({ id: attendee?.id ?? null, input })
      notifySuccess(message)
      onClose()
      onSaved(data.id)
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, FIELDS))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert message={alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('first_name', { required: true, autoFocus: true })}
          {text('last_name', { required: true })}
          {text('email')}
          {text('phone')}
          {text('company')}
          {text('title')}
          {text('country', { maxLength: 2 })}
          {text('city')}
          <Controller
            control={form.control}
            name="gender"
            render={({ field }) => (
              <Select
                label={t('columns.gender')}
                data={(['female', 'male', 'other'] as const).map((value) => ({
                  value,
                  label: t(`gender.${value}`),
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                clearable
                clearButtonProps={{ 'aria-label': t('form.clearGender') }}
                error={errors.gender?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="language"
            render={({ field }) => (
              <Select
                label={t('columns.language')}
                data={(['tr', 'en'] as const).map((value) => ({ value, label: t(`language.${value}`) }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'tr')}
                allowDeselect={false}
                error={errors.language?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                label={t('columns.status')}
                data={ATTENDEE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                error={errors.status?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="list_ids"
            render={({ field }) => (
              <MultiSelect
                label={t('form.lists')}
                placeholder={field.value.length === 0 ? t('form.listsPlaceholder') : undefined}
                data={lists.map((list) => ({ value: String(list.id), label: list.name }))}
                value={field.value.map(String)}
                onChange={(value) => field.onChange(value.map(Number))}
                searchable
                clearable
                clearButtonProps={{ 'aria-label': t('form.clearLists') }}
                error={errors.list_ids?.message}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
