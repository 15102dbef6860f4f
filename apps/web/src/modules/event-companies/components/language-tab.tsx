import { LOCALES } from '@ajanda/contracts/common/locale'
import { type EventCompany, updateEventCompanyInputSchema } from '@ajanda/contracts/event-companies.contract'
import { Button, Group, MultiSelect, Select, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { languagesQueryOptions } from '../../reference/reference.api'
import { useCompanyTabForm } from './use-company-tab-form'

const schema = updateEventCompanyInputSchema.pick({ language: true, languages: true }).required()

/** Language options: the interface language of the company and the languages its forms offer. */
export function LanguageTab({ company }: { company: EventCompany }) {
  const { t } = useTranslation(['company', 'common'])
  const languages = useQuery(languagesQueryOptions()).data ?? []
  const { form, onSubmit } = useCompanyTabForm(schema, {
    language: company.language,
    languages: company.languages,
  })
  const { errors, isValid, isDirty, isSubmitting } = form.formState

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={520}>
        <Controller
          control={form.control}
          name="language"
          render={({ field }) => (
            <Select
              label={t('language.main')}
              description={t('language.mainHint')}
              required
              data={LOCALES.map((value) => ({ value, label: t(`common:languages.${value}`) }))}
              value={field.value}
              onChange={field.onChange}
              allowDeselect={false}
              error={errors.language?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="languages"
          render={({ field }) => (
            <MultiSelect
              label={t('language.list')}
              description={t('language.listHint')}
              required
              data={languages.map((l) => ({ value: l.code, label: `${l.name} (${l.name_in_english})` }))}
              value={field.value}
              onChange={field.onChange}
              searchable
              error={errors.languages?.message}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!isValid || !isDirty} loading={isSubmitting}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
