import { type ForgotPasswordInput, forgotPasswordInputSchema } from '@ajanda/contracts/auth.contract'
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { forgotPassword } from '../auth-requests'
import { AuthLayout } from '../components/auth-layout'
import { FormAlert } from '../components/form-alert'

/** Asks for a reset link; the server always answers with the same message. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth')
  const locale = useFormLocale()
  const [sent, setSent] = useState<string | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<ForgotPasswordInput>({
    resolver: localizedZodResolver(forgotPasswordInputSchema, locale),
    mode: 'onChange',
    defaultValues: { email: '' },
  })
  const { errors, isValid, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      const { message } = await forgotPassword(values)
      setSent(message)
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, ['email']))
    }
  })

  return (
    <AuthLayout title={t('forgot.title')} subtitle={sent ? undefined : t('forgot.text')}>
      <FormAlert kind="success" message={sent} />
      <FormAlert kind="error" message={alert} />
      {!sent && (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...form.register('email')}
            />
            <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          {t('forgot.back')}
        </Anchor>
      </Text>
    </AuthLayout>
  )
}
