import { type Project, statusOfStage } from '@ajanda/contracts/projects.contract'
import { Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { IdSelectField } from '../../../shared/forms/id-select-field'
import { useMe } from '../../../shared/session/use-session'
import { eventCompanyQueryOptions } from '../../event-companies/event-companies.api'
import { responsiblesQueryOptions } from '../bizdev.api'
import { stageNames } from '../board-grouping'
import {
  CurrencyField,
  DecimalField,
  LeadDateField,
  type LeadFormSectionProps,
  LeadTextField,
} from './lead-form-inputs'
import { stageSelectData } from './stage-options'

interface Props extends LeadFormSectionProps {
  project: Project | null
  isNew: boolean
  /** The responsible's division generates the reference: the field gives way to a note. */
  generatesRef: boolean
  /** The reference the division will generate (GET /leads/project-ref), shown with the note. */
  generatedRef: string | null
  /** `first`: stage, close date, value, the project code; `more`: responsible, proposal date, currency. */
  part: 'first' | 'more'
}

/** Where the opportunity stands: stage, responsible, dates, value, the project reference and currency. */
export function LeadPipelineFields({ form, project, isNew, generatesRef, generatedRef, part }: Props) {
  const { t } = useTranslation('bizdev')
  const me = useMe()
  const { errors } = form.formState
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data
  const responsibles = useQuery(responsiblesQueryOptions(me.id)).data ?? []
  const names = stageNames(company?.bizdev_stages)
  const current = project?.responsible
  const options = [
    ...responsibles.map((user) => ({ id: user.id, name: user.full_name })),
    ...(current && !responsibles.some((user) => user.id === current.id)
      ? [{ id: current.id, name: current.full_name }]
      : []),
  ]

  if (part === 'more')
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <IdSelectField
          control={form.control}
          name="responsible"
          label={t('fields.responsible')}
          options={options}
          onPicked={() => void form.trigger('project_ref')}
          searchable
          allowDeselect={false}
          error={errors.responsible?.message}
        />
        <LeadDateField form={form} name="client_response_date" />
        <CurrencyField form={form} name="currency" />
      </SimpleGrid>
    )

  return (
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
      <LeadDateField form={form} name="lead_close_date" required={isNew} />
      <DecimalField form={form} name="lead_value" required={isNew} />
      <CurrencyField form={form} name="lead_currency" />
      {generatesRef ? (
        <Stack gap={0} style={{ alignSelf: 'center' }} data-testid="project-ref-note">
          <Text size="sm" c="dimmed">
            {t('form.projectRefAuto')}
          </Text>
          {generatedRef && isNew && (
            <Text size="sm" fw={600} data-testid="project-ref-preview">
              {t('form.projectRefNext', { ref: generatedRef })}
            </Text>
          )}
        </Stack>
      ) : (
        <LeadTextField form={form} name="project_ref" required />
      )}
    </SimpleGrid>
  )
}
