import { COUNT_UNITS, PRODUCT_TYPES, QUANTITY_UNITS } from '@ajanda/contracts/budgets.contract'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { PasteLabels } from '../budget-clipboard'

/** The option labels in the user's language, so a pasted "Konaklama" reads as ACC. */
export function usePasteLabels(): PasteLabels {
  const { t, i18n } = useTranslation('budgets')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels change with the language only
  return useMemo(() => {
    const of = (codes: readonly string[], prefix: string) =>
      Object.fromEntries(codes.map((code) => [code, t(`${prefix}.${code}` as never) as string]))
    return {
      productTypes: of(PRODUCT_TYPES, 'productTypes'),
      quantityUnits: of(QUANTITY_UNITS, 'quantityUnits'),
      countUnits: of(COUNT_UNITS, 'countUnits'),
    }
  }, [i18n.language])
}
