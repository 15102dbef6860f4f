import { COUNT_UNITS, PRODUCT_TYPES, QUANTITY_UNITS } from '@ajanda/contracts/budgets.contract'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { PasteLabels } from '../budget-clipboard'

/** The product type and unit names in the user's language by code. */
export type OptionLabels = PasteLabels

/**
 * The option labels in the user's language, looked up once per language: the grid's cells show them
 * (a translation call per cell costs several milliseconds over a screenful of rows) and a pasted
 * "Konaklama" reads as ACC.
 */
export function useOptionLabels(): OptionLabels {
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
