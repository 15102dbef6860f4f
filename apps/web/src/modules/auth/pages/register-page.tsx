import { type RegisterInput, registerInputSchema } from '@ajanda/contracts/auth.contract'
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { revalidateIfDirty } from '../../../shared/forms/revalidate-if-dirty'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { PasswordField } from '../../../shared/ui/password-field'
import { register } from '../auth-requests'
import { AuthLayout } from '../components/auth-layout'
import { FormAlert } from '../components/form-alert'

const FIELDS = ['company_name', 'full_name', 'email', 'password', 'password_confirmation'] as const

/**
 * A new company and its first admin. The server mails a confirmation link and answers the same for any
 * address; the company exists once the link is opened (register-confirm-page.tsx).
 */
export function RegisterPage() {
  const { t } = useTranslation('auth')
  const locale = useFormLocale()
  const [sent, setSent] = useState<string | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<RegisterInput>({
    resolver: localizedZodResolver(registerInputSchema, locale),
    mode: 'onChange',
    defaultValues: {
      company_name: '',
      full_name: '',
      email: '',
      password: '',
      password_confirmation: '',
      language: locale,
    },
  })
  const { errors, isValid, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      const { message } = await register(values)
      setSent(message)
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, FIELDS))
    }
  })

  if (sent)
    return (
      <AuthLayout title={t('register.sentTitle')}>
        <FormAlert kind="success" message={sent} />
        <Text size="sm">{t('register.sentHint')}</Text>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login" underline="always">
            {t('register.login')}
          </Anchor>
        </Text>
      </AuthLayout>
    )

  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      <FormAlert kind="error" message={alert} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.companyName')}
            autoComplete="organization"
            required
            error={errors.company_name?.message}
            {...form.register('company_name')}
          />
          <TextInput
            label={t('fields.fullName')}
            autoComplete="name"
            required
            error={errors.full_name?.message}
            {...form.register('full_name')}
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...form.register('password', { onChange: revalidateIfDirty(form, 'password_confirmation') })}
          />
          <PasswordField
            label={t('fields.passwordConfirmation')}
            autoComplete="new-password"
            required
            error={errors.password_confirmation?.message}
            {...form.register('password_confirmation')}
          />
          <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to="/login" underline="always">
          {t('register.login')}
        </Anchor>
      </Text>
    </AuthLayout>
  )
}
