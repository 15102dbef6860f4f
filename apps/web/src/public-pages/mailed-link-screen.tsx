import type { Locale } from '@ajanda/contracts/common/locale'
import type { QueryClient } from '@tanstack/react-query'
import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { browserLanguages, publicLocale } from './public-locale'
import { PublicPageFrame } from './public-page-frame'

/**
 * The frame of a public page opened from a mailed link that carries a code (a waiting-list offer, a
 * room-mate request): one card in the middle of a grey page, narrow enough for a phone. `body` gets the
 * code of the address and the language the link or the browser asks for; it is keyed by the code so a
 * new link starts afresh.
 */
export function MailedLinkScreen({
  queryClient,
  body,
}: {
  queryClient: QueryClient
  body: (code: string, asked: Locale) => ReactNode
}) {
  const params = useParams()
  const [search] = useSearchParams()
  const [asked] = useState<Locale>(() => publicLocale(search, browserLanguages()))
  const code = params.code ?? ''
  return (
    <QueryClientProvider client={queryClient}>
      <PublicPageFrame width={560} cardKey={code}>
        {body(code, asked)}
      </PublicPageFrame>
    </QueryClientProvider>
  )
}
