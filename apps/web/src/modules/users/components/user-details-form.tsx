import type { AdminUser, UpdateUserInput } from '@ajanda/contracts/users-admin.contract'
import { ANNUAL_LEAVE_DAYS_MAX, updateUserInputSchema } from '@ajanda/contracts/users-admin.contract'
import { Button, Card, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core'
import { Controller, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { useUpdateUser } from '../users.api'
import { AssignmentFields, type AssignmentValues } from './assignment-fields'

interface DetailsValues extends AssignmentValues {
  full_name: string
  /** Null: the company's default (decisions/0024). */
  annual_leave_days: number | null
}

const FIELDS = [
  'full_name',
  'kind',
  'position_id',
  'division_id',
  'team_id',
  'reports_to',
  'is_admin',
  'language',
  'annual_leave_days',
] as const satisfies readonly (keyof DetailsValues)[]

/**
 * PUT /users/{id} with what changed: name, kind, position, division, team, manager, admin flag, language,
 * annual leave days.
 */
export function UserDetailsForm({ user }: { user: AdminUser }) {
  const { t } = useTranslation('people')
  const locale = useFormLocale()
  const update = useUpdateUser()
  const form = useForm<DetailsValues>({
    resolver: localizedZodResolver(updateUserInputSchema, locale) as unknown as Resolver<DetailsValues>,
    mode: 'onChange',
    values: {
      full_name: user.full_name,
      kind: user.kind,
      position_id: user.position_id,
      division_id: user.division_id,
      team_id: user.team_id,
      reports_to: user.reports_to,
      is_admin: user.is_admin === 1,
      language: user.language,
      annual_leave_days: user.annual_leave_days,
    },
  })
  const { errors, dirtyFields, isValid, isDirty, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    const changed = FIELDS.filter((field) => dirtyFields[field])
    const input = Object.fromEntries(changed.map((field) => [field, values[field]])) as UpdateUserInput
    try {
      await update.mutateAsync({ id: user.id, input })
      notifySuccess(t('profile.saved'))
    } catch (error) {
      const message = applyServerErrors(error, form.setError, FIELDS)
      if (message) notifyError(message)
    }
  })

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="user-details-title">
      <Title order={2} fz="h4" mb="md" id="user-details-title">
        {t('profile.details')}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.full_name')}
            required
            error={errors.full_name?.message}
            {...form.register('full_name')}
          />
          <TextInput label={t('fields.email')} value={user.email} readOnly variant="filled" />
          <AssignmentFields form={form} personId={user.id} />
          <Controller
            control={form.control}
            name="annual_leave_days"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('fields.annual_leave_days')}
                description={t('fields.annual_leave_days_hint', { days: user.annual_leave_allowance })}
                min={0}
                max={ANNUAL_LEAVE_DAYS_MAX}
                allowDecimal={false}
                allowNegative={false}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                w={{ base: '100%', sm: 240 }}
              />
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!isValid || !isDirty} loading={isSubmitting}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}
