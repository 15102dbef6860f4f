import type { DecisionLinkView } from '@ajanda/contracts/requests.contract'
import { api } from '../../shared/api/api-client'

/** The three path parts of /approval-decision/{id}/{person}/{type} and the link's token. */
export interface DecisionLink {
  id: string
  person: string
  /** The request type as the link names it (the server checks it). */
  type: string
  token: string
}

const pathOf = (link: DecisionLink) =>
  `/approval-decision/${encodeURIComponent(link.id)}/${encodeURIComponent(link.person)}/${encodeURIComponent(link.type)}`

/** GET: the link's state and the request as the approver needs it (404 for a link that never was). */
export const fetchDecisionView = (link: DecisionLink, signal?: AbortSignal) =>
  api.get<DecisionLinkView>(pathOf(link), { token: link.token }, signal)

export type LinkDecision = { decision: 'APPROVED' } | { decision: 'DECLINED'; reason: string }

/** POST: decides once; 410 when the link was used, expired or the step decided meanwhile. */
export const postDecision = (link: DecisionLink, decision: LinkDecision) =>
  api.post<{ message: string; state: DecisionLinkView['state'] }>(pathOf(link), {
    token: link.token,
    ...decision,
  })
