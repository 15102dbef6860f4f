import type { LoginInput } from '@ajanda/contracts/auth.contract'
import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { setLanguage } from '../../../app/i18n/i18n'
import { redirectTargetFromSearch } from '../../../app/router/redirect-target'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { sessionStore } from '../../../shared/session/session-store'
import { PasswordField } from '../../../shared/ui/password-field'
import { login } from '../auth-requests'
import { AuthLayout } from '../components/auth-layout'
import { FormAlert } from '../components/form-alert'
import { loginResolver } from '../login-validation'

export interface LoginLocationState {
  /** A success message carried over from the password reset. */
  notice?: string
}

export function LoginPage() {
  const { t } = useTranslation('auth')
  const locale = useFormLocale()
  const navigate = useNavigate()
  const location = useLocation()
  const notice = (location.state as LoginLocationState | null)?.notice
  const [alert, setAlert] = useState<string | null>(null)
  const resolver = useMemo(() => loginResolver(locale), [locale])
  const form = useForm<LoginInput>({
    resolver,
    mode: 'onChange',
    defaultValues: { email: '', password: '', remember: true },
  })
  const { errors, isValid, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      const { token, user } = await login(values)
      sessionStore.start(token, user, values.remember ?? false)
      await setLanguage(user.language)
      await navigate(redirectTargetFromSearch(location.search), { replace: true })
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, ['email', 'password']))
    }
  })

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <FormAlert kind="success" message={notice} />
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
            label={t('fields.password')}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="space-between">
            <Checkbox label={t('login.remember')} {...form.register('remember')} />
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to="/register" underline="always">
          {t('login.register')}
        </Anchor>
      </Text>
    </AuthLayout>
  )
}
