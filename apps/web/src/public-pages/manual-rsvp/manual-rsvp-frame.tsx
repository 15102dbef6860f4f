import { LOCALES, type Locale } from '@ajanda/contracts/common/locale'
import { Button, Group, SegmentedControl, Stack } from '@mantine/core'
import { IconLogout } from '@tabler/icons-react'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { applyPublicLanguage, browserLanguages, publicLocale } from '../public-locale'
import { PublicFormHeading, PublicPageFrame } from '../public-page-frame'
import { type HelperSession, helperLogout, storeHelperSession } from './manual-rsvp.api'

const LOCALE_KEY = 'ajanda.manualRsvp.locale'

/** The helper's language: chosen here (remembered for these pages only), else the link's or browser's. */
export function useHelperLocale(): [Locale, (locale: Locale) => void] {
  const [search] = useSearchParams()
  const [locale, setLocale] = useState<Locale>(() => {
    const kept = globalThis.localStorage?.getItem(LOCALE_KEY)
    if (!search.get('locale') && kept && (LOCALES as readonly string[]).includes(kept)) return kept as Locale
    return publicLocale(search, browserLanguages())
  })
  useEffect(() => {
    void applyPublicLanguage(locale)
  }, [locale])
  const choose = (next: Locale) => {
    globalThis.localStorage?.setItem(LOCALE_KEY, next)
    setLocale(next)
  }
  return [locale, choose]
}

/** The standalone frame of the helper's pages: the project, the helper's name, language and sign-out. */
export function ManualRsvpFrame({
  session,
  locale,
  onLocale,
  onSignedOut,
  children,
}: {
  session: HelperSession | null
  locale: Locale
  onLocale: (locale: Locale) => void
  onSignedOut?: () => void
  children: ReactNode
}) {
  const { t } = useTranslation('manualRsvp', { lng: locale })
  const title = session?.user.form.name ?? t('pageTitle')
  useEffect(() => {
    if (typeof document !== 'undefined') document.title = title
  }, [title])
  const logout = async () => {
    await helperLogout(locale).catch(() => undefined)
    storeHelperSession(null)
    onSignedOut?.()
  }
  return (
    <PublicPageFrame
      width={760}
      header={
        <Group justify="space-between" wrap="wrap" gap="xs">
          <SegmentedControl
            size="xs"
            aria-label={t('language')}
            value={locale}
            onChange={(value) => onLocale(value as Locale)}
            data={[
              { value: 'tr', label: 'TR' },
              { value: 'en', label: 'EN' },
            ]}
          />
          {session && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              c="gray.8"
              leftSection={<IconLogout size={14} aria-hidden />}
              onClick={() => void logout()}
            >
              {t('logout')}
            </Button>
          )}
        </Group>
      }
    >
      <Stack gap="lg">
        <PublicFormHeading
          title={title}
          subtitle={session && `${session.user.project.name} · ${t('helper', { name: session.user.name })}`}
        />
        {children}
      </Stack>
    </PublicPageFrame>
  )
}
