import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { setLanguage } from '../../../shared/i18n/i18n'
import { redirectTargetFromSearch } from '../../../shared/routing/redirect-target'
import { sessionStore } from '../../../shared/session/session-store'
import { PasswordField } from '../../../shared/ui/password-field'
import { login } from '../auth-requests'
import { AuthLayout } from '../components/auth-layout'
import { FormAlert } from '../components/form-alert'
import { useLoginForm } from '../use-login-form'

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
  const form = useLoginForm(locale, async (values, setError) => {
    setAlert(null)
    try {
      const { token, user } = await login(values)
      sessionStore.start(token, user, values.remember ?? false)
      await setLanguage(user.language)
      await navigate(redirectTargetFromSearch(location.search), { replace: true })
    } catch (error) {
      setAlert(applyServerErrors(error, setError, ['email', 'password']))
    }
  })

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <FormAlert kind="success" message={notice} />
      <FormAlert kind="error" message={alert} />
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            required
            name="email"
            value={form.values.email}
            onChange={(event) => form.change('email', event.currentTarget.value)}
            error={form.errorOf('email')}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            required
            name="password"
            value={form.values.password}
            onChange={(event) => form.change('password', event.currentTarget.value)}
            error={form.errorOf('password')}
          />
          <Group justify="space-between">
            <Checkbox
              label={t('login.remember')}
              name="remember"
              checked={form.values.remember ?? false}
              onChange={(event) => form.change('remember', event.currentTarget.checked)}
            />
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth disabled={!form.isValid} loading={form.submitting}>
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
