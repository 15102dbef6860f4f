import '@mantine/dates/styles.css'
import { FEE_TYPES } from '@ajanda/contracts/event-companies.contract'
import {
  PROJECT_FORMATS,
  type Project,
  stageOfStatus,
  statusOfStage,
} from '@ajanda/contracts/projects.contract'
import {
  Button,
  Divider,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError, isApiError } from '../../../shared/api/api-error'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { IdSelectField } from '../../../shared/forms/id-select-field'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { useMe } from '../../../shared/session/use-session'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { PercentInput } from '../../../shared/ui/percent-input'
import { citiesQueryOptions, definitionQueryOptions } from '../../definitions/definitions.api'
import { eventCompanyQueryOptions } from '../../event-companies/event-companies.api'
import { currenciesQueryOptions, languagesQueryOptions } from '../../reference/reference.api'
import { divisionsQueryOptions, usersQueryOptions } from '../../users/users.api'
import {
  clientContactsQueryOptions,
  clientFeesQueryOptions,
  responsiblesQueryOptions,
  useSaveLead,
} from '../bizdev.api'
import { stageNames } from '../board-grouping'
import { useCalendarLabels } from './calendar-labels'
import { ClientPicker } from './client-picker'
import {
  feeDefaults,
  LEAD_FORM_FIELDS,
  type LeadFormValues,
  leadFormDefaults,
  leadFormResolver,
  responsibleGeneratesRef,
  toLeadInput,
} from './lead-form-values'
import { stageSelectData } from './stage-options'

const DATE_FORMAT = 'DD MMMM YYYY'
const orNull = (value: string | number) => (value === '' ? null : String(value))

/** The server names `expected_attendee_count` and `dates.0`; the form calls them `attendee_count`, `dates`. */
function toFormErrors(error: unknown): unknown {
  if (!isApiError(error) || !error.isValidation) return error
  const errors: Record<string, string[]> = {}
  for (const [path, list] of Object.entries(error.errors)) {
    const head = path.split('.')[0] as string
    const key =
      path === 'expected_attendee_count'
        ? 'attendee_count'
        : head === 'dates' || head === 'languages'
          ? head
          : path
    errors[key] = [...(errors[key] ?? []), ...list]
  }
  return new ApiError(error.status, error.message, errors)
}

interface LeadFormProps {
  project: Project | null
  onClose: () => void
  onSaved?: (code: string) => void
}

function LeadForm({ project, onClose, onSaved }: LeadFormProps) {
  const { t, i18n } = useTranslation(['bizdev', 'common'])
  const locale = useFormLocale()
  const me = useMe()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const save = useSaveLead()
  const calendarLabels = useCalendarLabels()
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data
  const users = useQuery(usersQueryOptions()).data
  const divisions = useQuery(divisionsQueryOptions()).data
  const responsibles = useQuery(responsiblesQueryOptions(me.id)).data ?? []
  const countries = useQuery(definitionQueryOptions('countries')).data ?? []
  const types = useQuery(definitionQueryOptions('project-types')).data ?? []
  const positions = useQuery(definitionQueryOptions('contact-positions')).data ?? []
  const languages = useQuery(languagesQueryOptions()).data ?? []
  const currencies = (useQuery(currenciesQueryOptions()).data ?? []).map((currency) => currency.shortcode)
  const [alert, setAlert] = useState<string | null>(null)
  const isNew = !project
  const rules = useRef({ isNew, responsibleGeneratesRef: true })

  const form = useForm<LeadFormValues>({
    resolver: leadFormResolver(locale, () => rules.current),
    mode: 'onTouched',
    defaultValues: leadFormDefaults(project, { meId: me.id, company }),
  })
  const { errors, isSubmitting, isValid } = form.formState
  const [client, country, feeType, responsible] = form.watch([
    'client',
    'country',
    'fin_fee_type',
    'responsible',
  ])
  const generatesRef = responsibleGeneratesRef(responsible, users, divisions)
  rules.current = { isNew, responsibleGeneratesRef: generatesRef }
  const newClient = typeof client === 'string'
  const cities = useQuery({ ...citiesQueryOptions(country ?? ''), enabled: Boolean(country) }).data ?? []
  const contacts =
    useQuery({
      ...clientContactsQueryOptions(typeof client === 'number' ? client : 0),
      enabled: typeof client === 'number',
    }).data ?? []
  const names = stageNames(company?.bizdev_stages)
  const revalidate = (...fields: (keyof LeadFormValues | `new_contact.${string}`)[]) => {
    void form.trigger(fields as never)
  }

  const chooseClient = async (value: number | string | null) => {
    form.setValue('client', value, { shouldDirty: true, shouldTouch: true, shouldValidate: true })
    form.setValue('contact', null, { shouldDirty: true })
    let fees = feeDefaults(null, company)
    if (typeof value === 'number') {
      try {
        fees = feeDefaults(await queryClient.fetchQuery(clientFeesQueryOptions(value)), company)
      } catch {
        // the company's defaults stay
      }
    }
    for (const [key, fee] of Object.entries(fees))
      form.setValue(key as keyof typeof fees, fee, { shouldDirty: true })
    void form.trigger()
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      const response = await save.mutateAsync({
        input: toLeadInput(values, rules.current),
        code: project?.code ?? null,
      })
      notifySuccess(response.message)
      onClose()
      onSaved?.(response.code)
      const stage = response.data?.stage ?? stageOfStatus(values.status ?? '') ?? 0
      navigate(stage <= 7 ? `/bizdev/${response.code}` : `/project/${response.code}/main`)
    } catch (error) {
      const mapped = toFormErrors(error)
      const message = applyServerErrors(mapped, form.setError, LEAD_FORM_FIELDS)
      setAlert(isApiError(error) ? message || error.message || t('form.saveFailed') : t('form.saveFailed'))
    }
  })

  const text = (name: 'name' | 'project_ref', extra: { required?: boolean; autoFocus?: boolean } = {}) => (
    <TextInput
      label={t(`fields.${name}`)}
      required={extra.required}
      data-autofocus={extra.autoFocus || undefined}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  )
  const dateField = (name: 'lead_close_date' | 'client_response_date', required = false) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DatePickerInput
          ariaLabels={calendarLabels}
          label={t(`fields.${name}`)}
          valueFormat={DATE_FORMAT}
          value={field.value}
          onChange={(value) => field.onChange(value ? String(value).slice(0, 10) : null)}
          onBlur={field.onBlur}
          clearable
          required={required}
          error={errors[name]?.message}
          clearButtonProps={{ 'aria-label': t('form.clearDate') }}
        />
      )}
    />
  )
  const currencySelect = (name: 'currency' | 'lead_currency' | 'fin_fee_currency', required = false) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`fields.${name}`)}
          data={currencies}
          value={field.value}
          onChange={(value) => {
            field.onChange(value)
            field.onBlur()
          }}
          searchable
          clearable
          required={required}
          error={errors[name]?.message}
        />
      )}
    />
  )

  return (
    <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'tr' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <ErrorAlert message={alert} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('name', { required: true, autoFocus: true })}
            <Controller
              control={form.control}
              name="dates"
              render={({ field }) => (
                <DatePickerInput
                  ariaLabels={calendarLabels}
                  type="range"
                  allowSingleDateInRange
                  label={t('fields.dates')}
                  valueFormat={DATE_FORMAT}
                  value={field.value}
                  onChange={(value) => {
                    const [start, end] = value
                    field.onChange([
                      start ? String(start).slice(0, 10) : null,
                      end ? String(end).slice(0, 10) : null,
                    ])
                  }}
                  onBlur={field.onBlur}
                  required
                  clearable
                  clearButtonProps={{ 'aria-label': t('form.clearDate') }}
                  error={errors.dates?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="country"
              render={({ field }) => (
                <Select
                  label={t('fields.country')}
                  data={countries.map((item) => ({ value: item.code, label: item.name }))}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value)
                    form.setValue('city', null, { shouldDirty: true })
                  }}
                  searchable
                  clearable
                  limit={300}
                  error={errors.country?.message}
                />
              )}
            />
            {cities.length > 0 ? (
              <Controller
                control={form.control}
                name="city"
                render={({ field }) => (
                  <Select
                    label={t('fields.city')}
                    data={[
                      ...new Set([...cities.map((city) => city.name), ...(field.value ? [field.value] : [])]),
                    ]}
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value)
                      field.onBlur()
                    }}
                    onBlur={field.onBlur}
                    searchable
                    clearable
                    required
                    limit={200}
                    error={errors.city?.message}
                  />
                )}
              />
            ) : (
              <TextInput
                label={t('fields.city')}
                required
                error={errors.city?.message}
                {...form.register('city', { setValueAs: (value) => (value === '' ? null : value) })}
              />
            )}
            <IdSelectField
              control={form.control}
              name="type"
              label={t('fields.type')}
              options={types}
              searchable
              clearable
              required
              error={errors.type?.message}
            />
            <Controller
              control={form.control}
              name="format"
              render={({ field }) => (
                <Select
                  label={t('fields.format')}
                  data={PROJECT_FORMATS.map((value) => ({ value, label: t(`formats.${value}`) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  clearable
                  error={errors.format?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="attendee_count"
              render={({ field }) => (
                <NumberInput
                  label={t('fields.attendee_count')}
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator="."
                  decimalSeparator=","
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                  onBlur={field.onBlur}
                  error={errors.attendee_count?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="languages"
              render={({ field }) => (
                <MultiSelect
                  label={t('fields.languages')}
                  data={languages.map((language) => ({ value: language.code, label: language.name }))}
                  value={field.value}
                  onChange={field.onChange}
                  searchable
                  clearable
                  error={errors.languages?.message}
                />
              )}
            />
          </SimpleGrid>

          <Divider label={t('form.sections.client')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ClientPicker
              label={t('fields.client')}
              value={client}
              selectedName={project?.client && project.client.id === client ? project.client.name : null}
              onChange={(value) => void chooseClient(value)}
              onBlur={() =>
                form.setValue('client', form.getValues('client'), { shouldTouch: true, shouldValidate: true })
              }
              allowCreate
              required
              error={errors.client?.message}
            />
            {newClient ? (
              <Text size="sm" c="dimmed" style={{ alignSelf: 'end' }}>
                {t('form.newClientNote')}
              </Text>
            ) : (
              <IdSelectField
                control={form.control}
                name="contact"
                label={t('fields.contact')}
                options={[
                  ...contacts,
                  ...(project?.contacts ?? []).filter(
                    (contact) => !contacts.some((known) => known.id === contact.id),
                  ),
                ]}
                searchable
                clearable
                required
                disabled={client === null}
                nothingFoundMessage={t('form.noContacts')}
                error={errors.contact?.message}
              />
            )}
          </SimpleGrid>
          {newClient && (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t('fields.new_contact_name')}
                required
                error={errors.new_contact?.name?.message}
                {...form.register('new_contact.name')}
              />
              <TextInput
                label={t('fields.new_contact_email')}
                type="email"
                required
                error={errors.new_contact?.email?.message}
                {...form.register('new_contact.email')}
              />
              <IdSelectField
                control={form.control}
                name="new_contact.position_id"
                label={t('fields.new_contact_position')}
                options={positions}
                searchable
                clearable
                required
                error={errors.new_contact?.position_id?.message}
              />
            </SimpleGrid>
          )}

          <Divider label={t('form.sections.pipeline')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <Select
                  label={t('fields.status')}
                  data={stageSelectData(names, t, statusOfStage)}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value)
                    field.onBlur()
                  }}
                  required={isNew}
                  allowDeselect={false}
                  error={errors.status?.message}
                />
              )}
            />
            <IdSelectField
              control={form.control}
              name="responsible"
              label={t('fields.responsible')}
              options={[
                ...responsibles.map((user) => ({ id: user.id, name: user.full_name })),
                ...(project?.responsible && !responsibles.some((user) => user.id === project.responsible?.id)
                  ? [{ id: project.responsible.id, name: project.responsible.full_name }]
                  : []),
              ]}
              onPicked={() => revalidate('project_ref')}
              searchable
              allowDeselect={false}
              error={errors.responsible?.message}
            />
            {dateField('lead_close_date', isNew)}
            {dateField('client_response_date')}
            <Controller
              control={form.control}
              name="lead_value"
              render={({ field }) => (
                <NumberInput
                  label={t('fields.lead_value')}
                  min={0}
                  decimalScale={2}
                  allowNegative={false}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(orNull(value))}
                  onBlur={field.onBlur}
                  required={isNew}
                  error={errors.lead_value?.message}
                />
              )}
            />
            {currencySelect('lead_currency')}
            {generatesRef ? (
              <Text size="sm" c="dimmed" style={{ alignSelf: 'center' }} data-testid="project-ref-note">
                {t('form.projectRefAuto')}
              </Text>
            ) : (
              text('project_ref', { required: true })
            )}
            {currencySelect('currency')}
          </SimpleGrid>

          <Divider label={t('form.sections.fees')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="fin_fee_type"
              render={({ field }) => (
                <Select
                  label={t('fields.fin_fee_type')}
                  data={FEE_TYPES.map((value) => ({ value, label: t(`feeTypes.${value}`) }))}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value)
                    revalidate('fin_fee_currency')
                  }}
                  clearable
                  error={errors.fin_fee_type?.message}
                />
              )}
            />
            {feeType === 'FIXED' ? (
              <Controller
                control={form.control}
                name="fin_fee_fixed_amount"
                render={({ field }) => (
                  <NumberInput
                    label={t('fields.fin_fee_fixed_amount')}
                    min={0}
                    decimalScale={2}
                    allowNegative={false}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(orNull(value))}
                    onBlur={field.onBlur}
                    error={errors.fin_fee_fixed_amount?.message}
                  />
                )}
              />
            ) : (
              <Controller
                control={form.control}
                name="fin_fee_percentage"
                render={({ field }) => (
                  <PercentInput
                    label={t('fields.fin_fee_percentage')}
                    value={field.value}
                    onChange={(value) => field.onChange(value === '' ? null : value)}
                    onBlur={field.onBlur}
                    disabled={feeType === null}
                    error={errors.fin_fee_percentage?.message}
                  />
                )}
              />
            )}
            {feeType === 'FIXED' && currencySelect('fin_fee_currency', true)}
            <Controller
              control={form.control}
              name="profit_target"
              render={({ field }) => (
                <PercentInput
                  label={t('fields.profit_target')}
                  value={field.value}
                  onChange={(value) => field.onChange(value === '' ? null : value)}
                  onBlur={field.onBlur}
                  error={errors.profit_target?.message}
                />
              )}
            />
          </SimpleGrid>
          <Textarea
            label={t('fields.note')}
            rows={3}
            error={errors.note?.message}
            {...form.register('note')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={!isValid}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  )
}

/** The title: a new lead, the edit of a lead, or of a project (staff-app.md 4). */
export function leadFormTitle(project: Project | null | undefined): 'new' | 'editLead' | 'editProject' {
  if (!project) return 'new'
  return project.current_status_group === 'LEAD' ? 'editLead' : 'editProject'
}

/**
 * The lead / project form (POST /leads, PUT /leads/{code}). After a save a lead opens /bizdev/{code},
 * a project /project/{code}/main.
 */
export function LeadFormModal({
  opened,
  onClose,
  project,
  onSaved,
}: {
  opened: boolean
  onClose: () => void
  project?: Project | null
  onSaved?: (code: string) => void
}) {
  const { t } = useTranslation(['bizdev', 'common'])
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(`form.titles.${leadFormTitle(project)}`)}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {opened && <LeadForm project={project ?? null} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  )
}
