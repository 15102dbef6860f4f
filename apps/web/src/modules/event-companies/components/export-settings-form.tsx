import { type EventCompany, exportSettingInputSchema } from '@ajanda/contracts/event-companies.contract'
import { Button, Card, ColorInput, Group, SimpleGrid, Stack, Textarea, Title } from '@mantine/core'
import { Controller, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { useUpdateExportSetting } from '../event-companies.api'
import { COMPANY_SAVE_ALERT_MS, emptyToNull } from './use-company-tab-form'

interface ExportValues {
  export_main_color: string | null
  export_secondary_color: string | null
  budget_footer_note: string | null
  budget_footer_note_en: string | null
}

/** PUT /event-companies/{id}/export-setting: the budget export's colours and footer note. */
export function ExportSettingsForm({ company }: { company: EventCompany }) {
  const { t } = useTranslation(['company', 'common'])
  const locale = useFormLocale()
  const update = useUpdateExportSetting(company.id)
  const form = useForm<ExportValues>({
    resolver: localizedZodResolver(exportSettingInputSchema, locale) as unknown as Resolver<ExportValues>,
    mode: 'onChange',
    values: {
      export_main_color: company.export_main_color,
      export_secondary_color: company.export_secondary_color,
      budget_footer_note: company.budget_footer_note,
      budget_footer_note_en: company.budget_footer_note_en,
    },
  })
  const { errors, isValid, isDirty, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await update.mutateAsync(values)
      notifySuccess(message, COMPANY_SAVE_ALERT_MS)
    } catch (error) {
      const message = applyServerErrors(error, form.setError, [
        'export_main_color',
        'export_secondary_color',
        'budget_footer_note',
        'budget_footer_note_en',
      ])
      if (message) notifyError(message)
    }
  })

  const colour = (name: 'export_main_color' | 'export_secondary_color') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <ColorInput
          label={t(`export.${name}`)}
          format="hex"
          eyeDropperButtonProps={{ 'aria-label': t('common:actions.pickColor') }}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value === '' ? null : value.toUpperCase())}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  )

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="export-settings-title">
      <Title order={3} fz="h5" mb="md" id="export-settings-title">
        {t('export.title')}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={760}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {colour('export_main_color')}
            {colour('export_secondary_color')}
          </SimpleGrid>
          <Textarea
            label={t('export.budget_footer_note')}
            autosize
            minRows={3}
            maxLength={2000}
            error={errors.budget_footer_note?.message}
            {...form.register('budget_footer_note', emptyToNull)}
          />
          <Textarea
            label={t('export.budget_footer_note_en')}
            description={t('export.budget_footer_note_en_hint')}
            lang="en"
            autosize
            minRows={3}
            maxLength={2000}
            error={errors.budget_footer_note_en?.message}
            {...form.register('budget_footer_note_en', emptyToNull)}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!isValid || !isDirty} loading={isSubmitting}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}
