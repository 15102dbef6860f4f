import { BIZDEV_STAGE_CATEGORIES, BIZDEV_STAGE_SLOTS } from '@ajanda/contracts/event-companies.contract'
import type { TFunction } from 'i18next'

/** The 15 stages grouped Teklif / Konfirme / Arşiv, by the company's names; values as `toValue` makes them. */
export function stageSelectData(
  names: ReadonlyMap<number, string>,
  t: TFunction<'bizdev'>,
  toValue: (stage: number) => string,
) {
  return BIZDEV_STAGE_CATEGORIES.map((category) => ({
    group: t(`categories.${category}`),
    items: BIZDEV_STAGE_SLOTS.filter((slot) => slot.category === category).map((slot) => ({
      value: toValue(slot.id),
      label: names.get(slot.id) || String(slot.id),
    })),
  }))
}
