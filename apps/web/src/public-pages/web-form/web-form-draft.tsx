import type { Locale } from '@ajanda/contracts/common/locale'
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../shared/ui/error-alert'
import { useAction } from './use-request'
import type { WebformLink } from './web-form.api'
import { saveDraft } from './web-form-extras.api'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Mantine's Modal (focus trap, scroll lock) is not among the page's first scripts (decisions/0034): it
 * loads once the button is on the page, so the dialog opens at once when asked for.
 */
const loadModal = () => import('./draft-modal')
const Modal = lazy(() => loadModal().then((module) => ({ default: module.Modal })))

/**
 * "Kaydet ve sonra devam et" (issue 21 item 2): asks the e-mail address, saves the answers typed so far
 * as a draft on the server and says the link is on its way. A draft the page was opened with is kept
 * under its code.
 */
export function SaveDraft({
  link,
  locale,
  answers,
  draftCode,
  defaultEmail,
}: {
  link: WebformLink
  locale: Locale
  answers: Record<string, unknown>
  draftCode: string | null
  defaultEmail: string
}) {
  const { t } = useTranslation('webForm', { lng: locale })
  const { t: common } = useTranslation('common', { lng: locale })
  const [opened, setOpened] = useState(false)
  // Mounted from the first opening on, so that closing keeps its transition.
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    void loadModal()
  }, [])
  const [email, setEmail] = useState(defaultEmail)
  const [invalid, setInvalid] = useState(false)
  const [saved, setSaved] = useState<string | null>(null)
  const save = useAction(
    () =>
      saveDraft(link, { email: email.trim(), answers, locale, ...(draftCode ? { draft: draftCode } : {}) }),
    {
      onSuccess: (result) => {
        setSaved(result.message)
        setOpened(false)
      },
    },
  )
  const send = () => {
    if (!EMAIL.test(email.trim())) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    save.mutate()
  }
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        onClick={() => {
          setSaved(null)
          save.reset()
          setEmail((current) => current || defaultEmail)
          setMounted(true)
          setOpened(true)
        }}
      >
        {t('draft.save')}
      </Button>
      {saved && (
        <Alert color="teal" variant="light" role="status" data-testid="draft-saved">
          {saved}
        </Alert>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <Modal
            opened={opened}
            onClose={() => setOpened(false)}
            title={t('draft.save')}
            centered
            closeButtonProps={{ 'aria-label': common('actions.close') }}
          >
            {/* No <form>: the modal sits inside the page's form in React's tree. Enter sends. */}
            <Stack gap="sm">
              <Text size="sm">{t('draft.intro')}</Text>
              <TextInput
                type="email"
                label={t('draft.email')}
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return
                  event.preventDefault()
                  send()
                }}
                error={invalid ? t('draft.emailInvalid') : undefined}
                required
                data-autofocus
              />
              <ErrorAlert message={save.error?.message ?? null} />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setOpened(false)}>
                  {t('draft.close')}
                </Button>
                <Button loading={save.isPending} onClick={send}>
                  {t('draft.send')}
                </Button>
              </Group>
            </Stack>
          </Modal>
        </Suspense>
      )}
    </Stack>
  )
}
