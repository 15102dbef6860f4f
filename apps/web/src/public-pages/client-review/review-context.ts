import type { Locale } from '@ajanda/contracts/common/locale'
import { createContext, use } from 'react'

/** What every part of the review needs: the link, whether it may still change, its colour and money. */
export interface ReviewContextValue {
  code: string
  /** Decided (approved or changes requested): choices and comments are shown, not edited. */
  readOnly: boolean
  accent: string
  currency: string
  locale: Locale
}

export const ReviewContext = createContext<ReviewContextValue | null>(null)

export function useReview(): ReviewContextValue {
  const value = use(ReviewContext)
  if (!value) throw new Error('useReview outside ReviewContext')
  return value
}
