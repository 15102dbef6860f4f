import { Alert, Button, Center, Loader, Stack } from '@mantine/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { isApiError } from '../../shared/api/api-error'
import { ErrorAlert } from '../../shared/ui/error-alert'
import { helperLogin, storeHelperSession } from './manual-rsvp.api'
import { ManualRsvpFrame, useHelperLocale } from './manual-rsvp-frame'
import { registerManualRsvpTexts } from './manual-rsvp-texts'

registerManualRsvpTexts()

/**
 * /manuel-rsvp/{token}/login: signs the helper in with the link's token at once, keeps the helper
 * session under its own key (never the staff session) and opens the invitee list.
 */
export function ManualRsvpLoginPage() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const [locale, setLocale] = useHelperLocale()
  const { t } = useTranslation('manualRsvp', { lng: locale })
  const [failure, setFailure] = useState<{ invalid: boolean; message: string } | null>(null)
  const started = useRef<string | null>(null)

  const signIn = useCallback(async () => {
    setFailure(null)
    try {
      const session = await helperLogin(token, locale)
      storeHelperSession(session)
      navigate('/manuel-rsvp/form', { replace: true })
    } catch (error) {
      const invalid = isApiError(error) && (error.status === 422 || error.status === 404)
      setFailure({ invalid, message: isApiError(error) ? error.message : t('loadFailed') })
    }
  }, [token, locale, navigate, t])

  useEffect(() => {
    // Once per token (React's development double effect must not spend two sign-ins).
    if (started.current === token) return
    started.current = token
    void signIn()
  }, [token, signIn])

  return (
    <ManualRsvpFrame session={null} locale={locale} onLocale={setLocale}>
      {failure === null ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('signingIn')} />
        </Center>
      ) : failure.invalid ? (
        <Alert color="red" variant="light" title={t('signInFailed')} data-testid="manual-rsvp-invalid">
          {t('invalidLink')}
        </Alert>
      ) : (
        <Stack gap="sm" align="flex-start">
          <ErrorAlert message={failure.message} />
          <Button variant="light" onClick={() => void signIn()}>
            {t('retry')}
          </Button>
        </Stack>
      )}
    </ManualRsvpFrame>
  )
}
