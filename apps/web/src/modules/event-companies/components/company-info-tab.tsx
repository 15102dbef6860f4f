import {
  type EventCompany,
  RESPONSIBLE_ASSIGNMENTS,
  updateEventCompanyInputSchema,
} from '@ajanda/contracts/event-companies.contract'
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DaysField } from './days-field'
import { LocationFields } from './location-fields'
import { emptyToNull, useCompanyTabForm } from './use-company-tab-form'

const schema = updateEventCompanyInputSchema
  .pick({
    name: true,
    name_legal: true,
    app_name: true,
    domain: true,
    lcv_domain: true,
    address: true,
    postcode: true,
    country: true,
    state: true,
    city: true,
    timezone: true,
    project_creation_responsible_assignment: true,
    project_closure_tolerance: true,
  })
  .required({ name: true, timezone: true, project_closure_tolerance: true })

const timeZones = (() => {
  try {
    return Intl.supportedValuesOf('timeZone')
  } catch {
    return ['Europe/Istanbul', 'UTC']
  }
})()

/** Company info: names, domains, address, location, time zone and project rules. */
export function CompanyInfoTab({ company }: { company: EventCompany }) {
  const { t } = useTranslation('company')
  const { form, onSubmit } = useCompanyTabForm(schema, {
    name: company.name,
    name_legal: company.name_legal,
    app_name: company.app_name,
    domain: company.domain,
    lcv_domain: company.lcv_domain,
    address: company.address,
    postcode: company.postcode,
    country: company.country,
    state: company.state,
    city: company.city,
    timezone: company.timezone,
    project_creation_responsible_assignment: company.project_creation_responsible_assignment,
    project_closure_tolerance: company.project_closure_tolerance,
  })
  const { errors, isValid, isDirty, isSubmitting } = form.formState

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={760}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('info.name')}
            required
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label={t('info.nameLegal')}
            error={errors.name_legal?.message}
            {...form.register('name_legal', emptyToNull)}
          />
          <TextInput
            label={t('info.appName')}
            error={errors.app_name?.message}
            {...form.register('app_name', emptyToNull)}
          />
          <TextInput
            label={t('info.domain')}
            placeholder="ajans.com.tr"
            error={errors.domain?.message}
            {...form.register('domain', emptyToNull)}
          />
          <TextInput
            label={t('info.lcvDomain')}
            placeholder="lcv.ajans.com.tr"
            error={errors.lcv_domain?.message}
            {...form.register('lcv_domain', emptyToNull)}
          />
          <TextInput
            label={t('info.postcode')}
            error={errors.postcode?.message}
            {...form.register('postcode', emptyToNull)}
          />
        </SimpleGrid>
        <Textarea
          label={t('info.address')}
          autosize
          minRows={2}
          error={errors.address?.message}
          {...form.register('address', emptyToNull)}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <LocationFields form={form} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={form.control}
            name="timezone"
            render={({ field }) => (
              <Select
                label={t('info.timezone')}
                required
                data={timeZones}
                value={field.value}
                onChange={field.onChange}
                searchable
                limit={50}
                error={errors.timezone?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="project_creation_responsible_assignment"
            render={({ field }) => (
              <Select
                label={t('info.responsibleAssignment')}
                data={RESPONSIBLE_ASSIGNMENTS.map((value) => ({
                  value,
                  label: t(`info.assignments.${value}`),
                }))}
                value={field.value ?? null}
                onChange={field.onChange}
                allowDeselect={false}
              />
            )}
          />
          <DaysField
            control={form.control}
            name="project_closure_tolerance"
            label={t('info.closureTolerance')}
            error={errors.project_closure_tolerance?.message}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" disabled={!isValid || !isDirty} loading={isSubmitting}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
