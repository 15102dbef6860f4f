import type { EventCompany } from '@ajanda/contracts/event-companies.contract'
import { categoryOfStage, statusGroupOfStage } from '@ajanda/contracts/projects.contract'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { localName } from '../../../shared/format/names'
import { useMe } from '../../../shared/session/use-session'
import { ToneBadge } from '../../../shared/ui/tone-badge'
import { eventCompanyQueryOptions } from '../../event-companies/event-companies.api'

const CATEGORY_TONES = { OFFER: 'blue', CONFIRMED: 'green', ARCHIVE: 'gray' } as const

/**
 * The company's names of the 15 stages (bizdev_stages), English ones in English; a missing one falls back
 * to its status group.
 */
export function useStageName(): (stage: number | null | undefined) => string {
  const { t, i18n } = useTranslation('projects')
  const me = useMe()
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data as EventCompany | undefined
  const names = new Map(
    (company?.bizdev_stages ?? []).map((stage) => [stage.id, localName(stage, i18n.language)]),
  )
  return (stage) => {
    if (stage === null || stage === undefined) return ''
    return names.get(stage) || t(`statusGroups.${statusGroupOfStage(stage)}`)
  }
}

/** A project's stage with the company's name for it, coloured by category (offer, confirmed, archive). */
export function StageBadge({ stage }: { stage: number }) {
  const stageName = useStageName()
  return (
    <ToneBadge tone={CATEGORY_TONES[categoryOfStage(stage)]} testId="stage-badge">
      {stageName(stage)}
    </ToneBadge>
  )
}
