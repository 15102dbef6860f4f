import { type ResetPasswordInput, resetPasswordInputSchema } from '@ajanda/contracts/auth.contract'
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { revalidateIfDirty } from '../../../shared/forms/revalidate-if-dirty'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { PasswordField } from '../../../shared/ui/password-field'
import { resetPassword } from '../auth-requests'
import { AuthLayout } from '../components/auth-layout'
import { FormAlert } from '../components/form-alert'
import type { LoginLocationState } from './login-page'

/** /password-reset/{token}?email=...: sets a new password, then back to sign-in with the message. */
export function PasswordResetPage() {
  const { t } = useTranslation('auth')
  const locale = useFormLocale()
  const navigate = useNavigate()
  const { token = '' } = useParams()
  const [searchParams] = useSearchParams()
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<ResetPasswordInput>({
    resolver: localizedZodResolver(resetPasswordInputSchema, locale),
    mode: 'onChange',
    defaultValues: { token, email: searchParams.get('email') ?? '', password: '', password_confirmation: '' },
  })
  const { errors, isValid, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      const { message } = await resetPassword(values)
      const state: LoginLocationState = { notice: message }
      await navigate('/login', { replace: true, state })
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, ['email', 'password', 'password_confirmation']))
    }
  })

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.text')}>
      <FormAlert kind="error" message={alert} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordField
            label={t('fields.newPassword')}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...form.register('password', { onChange: revalidateIfDirty(form, 'password_confirmation') })}
          />
          <PasswordField
            label={t('fields.newPasswordConfirmation')}
            autoComplete="new-password"
            required
            error={errors.password_confirmation?.message}
            {...form.register('password_confirmation')}
          />
          <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          {t('reset.back')}
        </Anchor>
      </Text>
    </AuthLayout>
  )
}
