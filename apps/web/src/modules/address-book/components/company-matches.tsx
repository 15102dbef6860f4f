import type { SimilarityMatch } from '@ajanda/contracts/similarity.contract'
import { Alert, Anchor, Stack, Text } from '@mantine/core'
import { IconCopy } from '@tabler/icons-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { COMPANY_KINDS, type CompanyKind } from '../address-book.api'
import { fetchCompanyMatches } from '../company-records.api'

/** How long after leaving a field the check waits, so tabbing through the three fields asks once. */
export const MATCH_CHECK_DELAY_MS = 400

interface MatchValues {
  tax_number?: string | null
  email?: string | null
  phone?: string | null
}

/**
 * Asks the server (the similarity rules: an equal tax number, e-mail or phone) whether a record like the
 * one being created exists; `check` is called as the user leaves one of those fields. A failed check
 * shows nothing: the warning never stands in the way of saving.
 */
export function useCompanyMatches(kind: CompanyKind) {
  const [matches, setMatches] = useState<SimilarityMatch[]>([])
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const running = useRef<AbortController | null>(null)

  const check = useCallback(
    (values: MatchValues) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(async () => {
        running.current?.abort()
        const query = {
          tax_number: values.tax_number?.trim() || undefined,
          email: values.email?.trim() || undefined,
          phone: values.phone?.trim() || undefined,
        }
        if (!query.tax_number && !query.email && !query.phone) {
          setMatches([])
          return
        }
        const controller = new AbortController()
        running.current = controller
        try {
          setMatches((await fetchCompanyMatches(kind, query, controller.signal)).data)
        } catch {
          if (!controller.signal.aborted) setMatches([])
        }
      }, MATCH_CHECK_DELAY_MS)
    },
    [kind],
  )
  useEffect(
    () => () => {
      clearTimeout(timer.current)
      running.current?.abort()
    },
    [],
  )
  return { matches, check }
}

/** "Bu vergi numarasıyla kayıtlı bir müşteri var: Ege Otomotiv — Aç", one line per record found. */
export function CompanyMatches({
  kind,
  matches,
  onOpen,
}: {
  kind: CompanyKind
  matches: SimilarityMatch[]
  onOpen: () => void
}) {
  const { t } = useTranslation('crm')
  if (matches.length === 0) return null
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('matches.title')}
      icon={<IconCopy size={18} aria-hidden />}
      // The light yellow's own title colour is too pale to read (axe colour contrast).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      role="status"
      data-testid="company-matches"
    >
      <Stack gap={4}>
        {matches.map((match) => (
          <Text key={match.id} size="sm">
            {t(`matches.${kind}.${match.fields[0] ?? 'tax_number'}`, { name: match.name })}
            {' — '}
            <Anchor
              component={Link}
              to={`${COMPANY_KINDS[kind].page}/${encodeURIComponent(match.code)}`}
              onClick={onOpen}
              aria-label={t('matches.openLabel', { name: match.name })}
              fw={600}
            >
              {t('matches.open')}
            </Anchor>
          </Text>
        ))}
      </Stack>
    </Alert>
  )
}
