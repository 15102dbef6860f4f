import '@mantine/dates/styles.css'
import { validationMessage } from '@ajanda/contracts/common/validation-messages'
import {
  MEETING_LOCATION_CODES,
  MEETING_LOCATION_ONLINE,
  MEETING_NOTE_MAX,
  type Meeting,
  meetingInputSchema,
  noteAfterAllowed,
  parseExternalParticipants,
} from '@ajanda/contracts/meetings.contract'
import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { localName } from '../../../shared/format/names'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { useMe } from '../../../shared/session/use-session'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { definitionQueryOptions } from '../../definitions/definitions.api'
import { meetingAlertMessage } from '../meeting-alert-message'
import { initialValues, type MeetingFormValues, toInput } from '../meeting-form-values'
import type { MeetingModalOptions } from '../meeting-modal-store'
import {
  type CompanyOption,
  companyContactsQueryOptions,
  useCancelMeeting,
  useSaveMeeting,
} from '../meetings.api'
import { CompaniesField, CompanySelect } from './meeting-company-fields'
import { ParticipantsField } from './meeting-participants-field'
import { MeetingProjectField } from './meeting-project-field'
import { MeetingTimeFields } from './meeting-time-fields'

/** The fields a 422 can name; anything else shows in the alert. */
const SERVER_FIELDS = [
  'subject',
  'meeting_type_id',
  'starts_at',
  'ends_at',
  'location_code',
  'location',
  'companies',
  'client_id',
  'supplier_id',
  'project_id',
  'participants',
  'external_participants',
  'share',
  'note',
  'note_after',
  'new_contact.name',
  'new_contact.email',
  'new_contact.position_id',
] as const

const EMPTY_CONTACT = { name: '', email: '', position_id: undefined as unknown as number }

interface MeetingFormProps {
  meeting: Meeting | null
  options: MeetingModalOptions
  onDone: (meeting: { id: number }) => void
  onCancel: () => void
}

/** POST /meetings or PUT /meetings/{id}: every field of staff-app.md "Meeting". */
export function MeetingForm({ meeting, options, onDone, onCancel }: MeetingFormProps) {
  const { t, i18n } = useTranslation(['meetings', 'common'])
  const locale = useFormLocale()
  const me = useMe()
  const save = useSaveMeeting()
  const cancelMeeting = useCancelMeeting()
  const [alert, setAlert] = useState<string | null>(null)
  const meetingTypes = useQuery(definitionQueryOptions('meeting-types')).data ?? []
  const positions = useQuery(definitionQueryOptions('contact-positions')).data ?? []
  const form = useForm<MeetingFormValues>({
    resolver: localizedZodResolver(meetingInputSchema, locale) as unknown as Resolver<MeetingFormValues>,
    mode: 'onTouched',
    defaultValues: initialValues(meeting, options),
  })
  const { control, formState, setValue } = form
  const [typeId, locationCode, companies, clientId, supplierId, endsAt, externals] = useWatch({
    control,
    name: [
      'meeting_type_id',
      'location_code',
      'companies',
      'client_id',
      'supplier_id',
      'ends_at',
      'external_participants',
    ],
  })
  const type = meetingTypes.find((item) => item.id === typeId)
  const withClient = Boolean(type?.can_be_with_client)
  const withSupplier = Boolean(type?.can_be_with_supplier)
  const activeClient = withClient ? (clientId ?? null) : null
  const activeSupplier = withSupplier ? (supplierId ?? null) : null
  const companyRefs = [
    ...new Set([
      ...companies,
      ...(activeClient ? [`C-${activeClient}`] : []),
      ...(activeSupplier ? [`S-${activeSupplier}`] : []),
    ]),
  ]
  // A client with no contact yet needs the person met (staff-app.md 5, docs/decisions/0010-meetings.md).
  const clientContacts = useQuery({
    ...companyContactsQueryOptions(activeClient ? [`C-${activeClient}`] : []),
  })
  const clientChanged = !meeting || meeting.client?.id !== activeClient
  const needsContact = Boolean(activeClient && clientChanged && clientContacts.data?.length === 0)
  useEffect(() => {
    setValue('new_contact', needsContact ? { ...EMPTY_CONTACT } : null)
  }, [needsContact, setValue])

  const noteAfterOpen = Boolean(endsAt && noteAfterAllowed(endsAt))
  const invalidExternals = parseExternalParticipants(externals).invalid
  const externalsError =
    invalidExternals.length > 0
      ? validationMessage(locale, 'email_in_list', { value: invalidExternals.join(', ') })
      : formState.errors.external_participants?.message
  const cancelled = Boolean(meeting?.cancelled_at)
  const canShare = me.calendars.length > 0

  const known: CompanyOption[] = meeting
    ? [
        ...meeting.companies.map((c) => ({ value: c.ref, label: c.name, type: c.type, id: c.id })),
        ...(meeting.client
          ? [
              {
                value: `C-${meeting.client.id}`,
                label: meeting.client.name,
                type: 'client' as const,
                id: meeting.client.id,
              },
            ]
          : []),
        ...(meeting.supplier
          ? [
              {
                value: `S-${meeting.supplier.id}`,
                label: meeting.supplier.name,
                type: 'supplier' as const,
                id: meeting.supplier.id,
              },
            ]
          : []),
      ]
    : []

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    if (invalidExternals.length > 0) return
    try {
      const response = await save.mutateAsync({
        input: toInput(values, {
          client: withClient,
          supplier: withSupplier,
          noteAfter: noteAfterOpen,
          newContact: needsContact,
        }),
        id: meeting?.id ?? null,
      })
      notifySuccess(response.message)
      onDone(response.data)
    } catch (error) {
      const leftover = applyServerErrors(error, form.setError, SERVER_FIELDS)
      setAlert(meetingAlertMessage(error, leftover, t('common:alerts.genericError')))
    }
  })

  const onCancelMeeting = async () => {
    if (!meeting) return
    if (
      !(await confirmDestructive({
        message: t('actions.cancelConfirm'),
        confirmLabel: t('actions.cancelMeeting'),
      }))
    )
      return
    setAlert(null)
    try {
      notifySuccess((await cancelMeeting.mutateAsync(meeting.id)).message)
      onDone(meeting)
    } catch (error) {
      const leftover = applyServerErrors(error, form.setError, [])
      setAlert(meetingAlertMessage(error, leftover, t('common:alerts.genericError')))
    }
  }

  return (
    <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'tr', firstDayOfWeek: 1 }}>
      <form onSubmit={onSubmit} noValidate aria-label={t(meeting ? 'titles.edit' : 'titles.new')}>
        <Stack gap="md">
          <ErrorAlert message={alert} />
          {cancelled && (
            <Alert color="gray" variant="light">
              {t('cancelled')}
            </Alert>
          )}
          <fieldset disabled={cancelled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Controller
                  control={control}
                  name="meeting_type_id"
                  render={({ field, fieldState }) => (
                    <Select
                      label={t('fields.meeting_type_id')}
                      required
                      data={meetingTypes.map((item) => ({ value: String(item.id), label: localName(item) }))}
                      value={field.value ? String(field.value) : null}
                      onChange={(value) => field.onChange(value ? Number(value) : undefined)}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <TextInput
                  label={t('fields.subject')}
                  {...form.register('subject')}
                  error={formState.errors.subject?.message}
                />
              </SimpleGrid>
              <MeetingTimeFields control={control} setValue={setValue} getValues={form.getValues} />
              <Controller
                control={control}
                name="location_code"
                render={({ field, fieldState }) => (
                  <Input.Wrapper label={t('fields.location_code')} required error={fieldState.error?.message}>
                    <SegmentedControl
                      fullWidth
                      data={MEETING_LOCATION_CODES.map((code) => ({
                        value: String(code),
                        label: t(`locations.${code}`),
                      }))}
                      value={String(field.value ?? '')}
                      onChange={(value) => field.onChange(Number(value))}
                    />
                  </Input.Wrapper>
                )}
              />
              <TextInput
                label={t(
                  locationCode === MEETING_LOCATION_ONLINE ? 'fields.locationOnline' : 'fields.location',
                )}
                required
                {...form.register('location')}
                error={formState.errors.location?.message}
              />
              <Controller
                control={control}
                name="companies"
                render={({ field, fieldState }) => (
                  <CompaniesField
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    known={known}
                    error={fieldState.error?.message}
                  />
                )}
              />
              {(withClient || withSupplier) && (
                <SimpleGrid cols={{ base: 1, sm: withClient && withSupplier ? 2 : 1 }}>
                  {withClient && (
                    <Controller
                      control={control}
                      name="client_id"
                      render={({ field, fieldState }) => (
                        <CompanySelect
                          type="client"
                          label={t('fields.client_id')}
                          value={field.value}
                          onChange={(id) => field.onChange(id)}
                          known={known}
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                  )}
                  {withSupplier && (
                    <Controller
                      control={control}
                      name="supplier_id"
                      render={({ field, fieldState }) => (
                        <CompanySelect
                          type="supplier"
                          label={t('fields.supplier_id')}
                          value={field.value}
                          onChange={(id) => field.onChange(id)}
                          known={known}
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                  )}
                </SimpleGrid>
              )}
              {needsContact && (
                <Fieldset legend={t('newContact.title')}>
                  <Text size="sm" c="dimmed" mb="xs">
                    {t('newContact.description')}
                  </Text>
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    <TextInput
                      label={t('newContact.name')}
                      required
                      {...form.register('new_contact.name')}
                      error={formState.errors.new_contact?.name?.message}
                    />
                    <TextInput
                      label={t('newContact.email')}
                      type="email"
                      required
                      {...form.register('new_contact.email')}
                      error={formState.errors.new_contact?.email?.message}
                    />
                    <Controller
                      control={control}
                      name="new_contact.position_id"
                      render={({ field, fieldState }) => (
                        <Select
                          label={t('newContact.position_id')}
                          required
                          searchable
                          data={positions.map((p) => ({ value: String(p.id), label: localName(p) }))}
                          value={field.value ? String(field.value) : null}
                          onChange={(value) => field.onChange(value ? Number(value) : undefined)}
                          onBlur={field.onBlur}
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                  </SimpleGrid>
                </Fieldset>
              )}
              <Controller
                control={control}
                name="project_id"
                render={({ field, fieldState }) => (
                  <MeetingProjectField
                    value={field.value ?? null}
                    onChange={field.onChange}
                    current={meeting?.project ?? null}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="participants"
                render={({ field, fieldState }) => (
                  <ParticipantsField
                    value={field.value}
                    onChange={field.onChange}
                    companyRefs={companyRefs}
                    known={meeting?.participants ?? []}
                    meId={me.id}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <TextInput
                label={t('fields.external_participants')}
                description={t('hints.external')}
                placeholder="ad@firma.com, ikinci@firma.com"
                {...form.register('external_participants')}
                error={externalsError}
              />
              <Controller
                control={control}
                name="share"
                render={({ field, fieldState }) => (
                  <Stack gap={4}>
                    <Switch
                      label={t('fields.share')}
                      description={canShare ? t('hints.share') : undefined}
                      checked={Boolean(field.value)}
                      disabled={!canShare}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      error={fieldState.error?.message}
                    />
                    {!canShare && (
                      <Text size="sm" c="dimmed">
                        {t('hints.shareNoAccount')}{' '}
                        <Anchor component={Link} to="/profile" size="sm">
                          {t('hints.shareLink')}
                        </Anchor>
                      </Text>
                    )}
                  </Stack>
                )}
              />
              <Textarea
                label={t('fields.note')}
                autosize
                minRows={2}
                maxLength={MEETING_NOTE_MAX}
                {...form.register('note')}
                error={formState.errors.note?.message}
              />
              <Textarea
                label={t('fields.note_after')}
                description={noteAfterOpen ? undefined : t('hints.noteAfterDisabled')}
                autosize
                minRows={2}
                maxLength={MEETING_NOTE_MAX}
                disabled={!noteAfterOpen}
                {...form.register('note_after')}
                error={formState.errors.note_after?.message}
              />
            </Stack>
          </fieldset>
          <Group justify="space-between">
            <div>
              {meeting && !cancelled && (
                <Button
                  variant="subtle"
                  color="red.8"
                  onClick={onCancelMeeting}
                  loading={cancelMeeting.isPending}
                >
                  {t('actions.cancelMeeting')}
                </Button>
              )}
            </div>
            <Group>
              <Button variant="default" onClick={onCancel}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" loading={formState.isSubmitting} disabled={cancelled}>
                {t('actions.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  )
}
