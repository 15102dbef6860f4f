import type { LoginResponse } from '@ajanda/contracts/auth.contract'
import { Anchor, Group, Loader, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { isApiError } from '../../../shared/api/api-error'
import { setLanguage } from '../../../shared/i18n/i18n'
import { sessionStore } from '../../../shared/session/session-store'
import { confirmRegistration } from '../auth-requests'
import { AuthLayout } from '../components/auth-layout'
import { FormAlert } from '../components/form-alert'

/**
 * A link works once: the confirmation of a token is asked for once per page load, even when React runs
 * the effect twice (development's strict mode) or the page re-renders.
 */
const confirmations = new Map<string, Promise<LoginResponse>>()
function confirmOnce(token: string): Promise<LoginResponse> {
  let confirmation = confirmations.get(token)
  if (!confirmation) {
    confirmation = confirmRegistration({ token })
    confirmations.set(token, confirmation)
  }
  return confirmation
}

/** /register/confirm/{token}, the sign-up mail's link: creates the company, signs its admin in, opens the app. */
export function RegisterConfirmPage() {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const { token = '' } = useParams()
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    confirmOnce(token).then(
      async ({ token: sessionToken, user }) => {
        if (!current) return
        sessionStore.start(sessionToken, user, true)
        await setLanguage(user.language)
        await navigate('/', { replace: true })
      },
      (error: unknown) => {
        if (!current) return
        setFailure(
          isApiError(error)
            ? (error.errors.token?.[0] ?? error.message)
            : error instanceof Error
              ? error.message
              : String(error),
        )
      },
    )
    return () => {
      current = false
    }
  }, [token, navigate])

  return (
    <AuthLayout title={t('confirm.title')}>
      {failure ? (
        <>
          <FormAlert kind="error" message={failure} />
          <Group justify="center" gap="lg">
            <Anchor component={Link} to="/register" underline="always" size="sm">
              {t('confirm.again')}
            </Anchor>
            <Anchor component={Link} to="/login" underline="always" size="sm">
              {t('confirm.login')}
            </Anchor>
          </Group>
        </>
      ) : (
        <Group justify="center" gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('confirm.working')}</Text>
        </Group>
      )}
    </AuthLayout>
  )
}
