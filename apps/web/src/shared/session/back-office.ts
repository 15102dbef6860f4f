import type { Me } from '@ajanda/contracts/auth.contract'

/** AGENCY staff of a company subscribed to ECOS (decisions.md section 1); CLIENT users never are. */
export function hasBackOffice(user: Pick<Me, 'kind' | 'memberships'>): boolean {
  return user.kind === 'AGENCY' && user.memberships.some((membership) => membership.name === 'ECOS')
}
