import { type ChangePasswordInput, changePasswordInputSchema } from '@ajanda/contracts/auth.contract'
import { Button, Card, Group, Stack, Title } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { revalidateIfDirty } from '../../../shared/forms/revalidate-if-dirty'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { PasswordField } from '../../../shared/ui/password-field'
import { useChangePassword } from '../profile.api'

const EMPTY: ChangePasswordInput = { current_password: '', password: '', password_confirmation: '' }

export function PasswordChangeForm() {
  const { t } = useTranslation('profile')
  const locale = useFormLocale()
  const change = useChangePassword()
  const form = useForm<ChangePasswordInput>({
    resolver: localizedZodResolver(changePasswordInputSchema, locale),
    mode: 'onChange',
    defaultValues: EMPTY,
  })
  const { errors, isValid, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await change.mutateAsync(values)
      form.reset(EMPTY)
      notifySuccess(message)
    } catch (error) {
      const message = applyServerErrors(error, form.setError, [
        'current_password',
        'password',
        'password_confirmation',
      ])
      if (message) notifyError(message)
    }
  })

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-password-title">
      <Title order={2} fz="h4" mb="md" id="profile-password-title">
        {t('password.title')}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t('password.current')}
            autoComplete="current-password"
            required
            error={errors.current_password?.message}
            {...form.register('current_password')}
          />
          <PasswordField
            label={t('password.next')}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...form.register('password', { onChange: revalidateIfDirty(form, 'password_confirmation') })}
          />
          <PasswordField
            label={t('password.confirmation')}
            autoComplete="new-password"
            required
            error={errors.password_confirmation?.message}
            {...form.register('password_confirmation')}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!isValid} loading={isSubmitting}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}
