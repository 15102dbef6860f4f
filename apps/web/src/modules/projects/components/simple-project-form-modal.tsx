import '@mantine/dates/styles.css'
import type { EventCompany } from '@ajanda/contracts/event-companies.contract'
import { simpleProjectInputSchema } from '@ajanda/contracts/projects.contract'
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
import { IconCalendar } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { localName } from '../../../shared/format/names'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { useMe } from '../../../shared/session/use-session'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { definitionQueryOptions } from '../../definitions/definitions.api'
import { eventCompanyQueryOptions } from '../../event-companies/event-companies.api'
import { languagesQueryOptions } from '../../reference/reference.api'
import { useCreateSimpleProject } from '../projects.api'
import {
  projectTypesForDivision,
  rangeToDates,
  type SimpleProjectFormValues,
  simpleProjectDefaults,
} from '../simple-project-rules'
import { PLACEHOLDER_STYLES } from './picker-styles'

const FIELDS = ['name', 'dates', 'country', 'expected_attendee_count', 'languages', 'type'] as const

function SimpleProjectForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation(['projects', 'common'])
  const locale = useFormLocale()
  const me = useMe()
  const navigate = useNavigate()
  const create = useCreateSimpleProject()
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data as EventCompany | undefined
  const countries = useQuery(definitionQueryOptions('countries')).data ?? []
  const languages = useQuery(languagesQueryOptions()).data ?? []
  const types = projectTypesForDivision(
    useQuery(definitionQueryOptions('project-types')).data ?? [],
    me.division_id,
  )
  const [alert, setAlert] = useState<string | null>(null)
  const [range, setRange] = useState<[string | null, string | null]>([null, null])
  const form = useForm<SimpleProjectFormValues>({
    resolver: localizedZodResolver(
      simpleProjectInputSchema,
      locale,
    ) as unknown as Resolver<SimpleProjectFormValues>,
    mode: 'onChange',
    defaultValues: simpleProjectDefaults(company?.country),
  })
  const { errors, isValid, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      const { message, code } = await create.mutateAsync(simpleProjectInputSchema.parse(values))
      notifySuccess(message)
      onClose()
      navigate(`/project/${code}/main`)
    } catch (error) {
      const message = applyServerErrors(error, form.setError, FIELDS)
      setAlert(message === '' ? t('simpleForm.failed') : message)
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert message={alert} />
        <TextInput
          label={t('simpleForm.name')}
          required
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="dates"
          render={({ field }) => (
            <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'tr', firstDayOfWeek: 1 }}>
              <DatePickerInput
                type="range"
                styles={PLACEHOLDER_STYLES}
                label={t('simpleForm.dates')}
                placeholder={t('simpleForm.datesPlaceholder')}
                required
                allowSingleDateInRange
                leftSection={<IconCalendar size={16} aria-hidden />}
                valueFormat="DD MMMM YYYY"
                value={range}
                onChange={(value) => {
                  const next: [string | null, string | null] = [value[0] ?? null, value[1] ?? null]
                  setRange(next)
                  field.onChange(rangeToDates(next))
                }}
                onDropdownClose={field.onBlur}
                error={
                  errors.dates?.message ??
                  (errors.dates as unknown as { message?: string }[] | undefined)?.[0]?.message
                }
              />
            </DatesProvider>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <Select
                label={t('simpleForm.country')}
                data={countries.map((country) => ({ value: country.code, label: country.name }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                searchable
                clearable
                error={errors.country?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="expected_attendee_count"
            render={({ field }) => (
              <NumberInput
                label={t('simpleForm.attendees')}
                required
                min={1}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator={locale === 'tr' ? '.' : ','}
                decimalSeparator={locale === 'tr' ? ',' : '.'}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                onBlur={field.onBlur}
                error={errors.expected_attendee_count?.message}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="languages"
          render={({ field }) => (
            <MultiSelect
              label={t('simpleForm.languages')}
              required
              data={languages.map((language) => ({
                value: language.code.toLowerCase(),
                label: language.name,
              }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              searchable
              error={errors.languages?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select
              label={t('simpleForm.type')}
              data={types.map((type) => ({ value: String(type.id), label: localName(type) }))}
              value={field.value ? String(field.value) : null}
              onChange={(value) => field.onChange(value ? Number(value) : null)}
              onBlur={field.onBlur}
              placeholder={types.length === 0 ? t('simpleForm.noTypes') : undefined}
              disabled={types.length === 0}
              clearable
              error={errors.type?.message}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" disabled={!isValid} loading={isSubmitting}>
            {t('simpleForm.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** The simple project form of CLIENT users (staff-app.md 5): POST /projects, then the new project's page. */
export function SimpleProjectFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['projects', 'common'])
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('simpleForm.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {opened && <SimpleProjectForm onClose={onClose} />}
    </Modal>
  )
}
