import {
  BIZDEV_STAGE_CATEGORIES,
  BIZDEV_STAGE_SLOTS,
  type BizdevStagesInput,
  bizdevStagesInputSchema,
} from '@ajanda/contracts/event-companies.contract'
import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { useMe } from '../../../shared/session/use-session'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { COMPANY_SAVE_ALERT_MS } from '../components/use-company-tab-form'
import { eventCompanyQueryOptions, useRenameBizdevStages } from '../event-companies.api'

/** /admin/biz-dev/lead-phases: new names for the 15 fixed stage slots, grouped Teklif, Konfirme, Arşiv. */
export function LeadPhasesPage() {
  const { t } = useTranslation('company')
  const locale = useFormLocale()
  const me = useMe()
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data
  const rename = useRenameBizdevStages(me.event_company_id)
  const stages = new Map(company?.bizdev_stages.map((stage) => [stage.id, stage]))
  const form = useForm<BizdevStagesInput>({
    resolver: localizedZodResolver(bizdevStagesInputSchema, locale),
    mode: 'onChange',
    values: {
      stages: BIZDEV_STAGE_SLOTS.map((slot) => ({
        id: slot.id,
        name: stages.get(slot.id)?.name ?? '',
        name_en: stages.get(slot.id)?.name_en ?? '',
      })),
    },
  })
  const { errors, isValid, isDirty, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await rename.mutateAsync(values)
      notifySuccess(message, COMPANY_SAVE_ALERT_MS)
    } catch (error) {
      const fields = BIZDEV_STAGE_SLOTS.flatMap(
        (slot) => [`stages.${slot.id}.name`, `stages.${slot.id}.name_en`] as const,
      )
      const message = applyServerErrors(error, form.setError, fields)
      if (message) notifyError(message)
    }
  })

  if (!company) return <Skeleton height={320} radius="md" />
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{t('stages.text')}</Text>
        {BIZDEV_STAGE_CATEGORIES.map((category) => (
          <Card
            key={category}
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-labelledby={`stage-${category}`}
          >
            <Title order={2} fz="h4" mb="md" id={`stage-${category}`}>
              {t(`stages.categories.${category}`)}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {BIZDEV_STAGE_SLOTS.filter((slot) => slot.category === category).map((slot) => (
                <Stack key={slot.id} gap={6}>
                  <TextInput
                    label={t('stages.slot', { number: slot.id + 1 })}
                    rightSection={
                      <Badge size="xs" variant="outline" color="gray.7">
                        {slot.status}
                      </Badge>
                    }
                    rightSectionWidth={110}
                    required
                    maxLength={100}
                    error={errors.stages?.[slot.id]?.name?.message}
                    {...form.register(`stages.${slot.id}.name`)}
                  />
                  <TextInput
                    label={t('stages.slotEn', { number: slot.id + 1 })}
                    lang="en"
                    maxLength={100}
                    error={errors.stages?.[slot.id]?.name_en?.message}
                    {...form.register(`stages.${slot.id}.name_en`)}
                  />
                </Stack>
              ))}
            </SimpleGrid>
          </Card>
        ))}
        <Group justify="flex-end">
          <Button type="submit" disabled={!isValid || !isDirty} loading={isSubmitting}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
