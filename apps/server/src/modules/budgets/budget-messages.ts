import type { Locale } from '@ajanda/contracts/common/locale'
import { WordedError } from '../../platform/errors'

/**
 * The budgets module's sentences, Turkish first. They live beside the module rather than in the shared
 * platform/messages.ts, which other modules change at the same time.
 */
const MESSAGES = {
  tr: {
    budget_created: 'Bütçe oluşturuldu.',
    budget_updated: 'Bütçe güncellendi.',
    budget_deleted: 'Bütçe silindi.',
    budget_made_main: 'Ana bütçe olarak işaretlendi; raporlar bu bütçenin tutarlarını kullanır.',
    rates_refreshed: 'Kurlar güncellendi.',
    rates_saved: 'Kurlar kaydedildi.',
    category_created: 'Kategori eklendi.',
    category_updated: 'Kategori güncellendi.',
    category_deleted: 'Kategori ve kalemleri silindi.',
    items_created: '{count} kalem eklendi.',
    item_updated: 'Kalem güncellendi.',
    item_deleted: 'Kalem silindi.',
    item_default: 'Varsayılan alternatif değiştirildi.',
    order_saved: 'Sıralama kaydedildi.',
    template_saved: 'Şablon kaydedildi.',
    review_shared: 'Bütçe müşteri onayına açıldı.',
    review_revoked: 'Müşteri onay bağlantısı kapatıldı.',
    review_sent: 'Bütçe bağlantısı {count} kişiye e-postayla gönderildi.',
    recipient_not_of_project: 'Bu kişi projenin ya da müşterisinin e-posta adresi olan kişilerinden değil.',
    review_choice: 'Seçiminiz kaydedildi.',
    review_comment: 'Yorumunuz kaydedildi.',
    review_approved: 'Bütçeyi onayladınız. Teşekkür ederiz.',
    review_changes: 'Değişiklik talebiniz iletildi. Teşekkür ederiz.',
    item_conflict:
      'Bu kalem sen düzenlerken başka biri tarafından değiştirildi. Güncel hali yüklendi; değişikliğini yeniden yap.',
    review_decided:
      'Bu bütçe için kararınız alındı. Ajans bütçeyi yeniden paylaşana kadar değişiklik yapılamaz.',
    order_mismatch: 'Sıralama bütçenin tüm kategorilerini ve kalemlerini bir kez içermeli.',
    not_alternative: 'Bu kalem bir alternatif grubunda değil.',
  },
  en: {
    budget_created: 'The budget has been created.',
    budget_updated: 'The budget has been updated.',
    budget_deleted: 'The budget has been deleted.',
    budget_made_main: 'Marked as the main budget; reports use its amounts.',
    rates_refreshed: 'The rates have been refreshed.',
    rates_saved: 'The rates have been saved.',
    category_created: 'The category has been added.',
    category_updated: 'The category has been updated.',
    category_deleted: 'The category and its items have been deleted.',
    items_created: '{count} items have been added.',
    item_updated: 'The item has been updated.',
    item_deleted: 'The item has been deleted.',
    item_default: 'The default alternative has been changed.',
    order_saved: 'The order has been saved.',
    template_saved: 'The template has been saved.',
    review_shared: 'The budget has been shared for client review.',
    review_revoked: 'The client review link has been closed.',
    review_sent: 'The budget link has been e-mailed (recipients: {count}).',
    recipient_not_of_project:
      'This person is not a contact with an e-mail address of the project or its client.',
    review_choice: 'Your choice has been saved.',
    review_comment: 'Your comment has been saved.',
    review_approved: 'You have approved the budget. Thank you.',
    review_changes: 'Your change request has been sent. Thank you.',
    item_conflict:
      'Someone else changed this item while you were editing it. Its current state is loaded; make your change again.',
    review_decided:
      'Your decision on this budget has been recorded. It cannot be changed until the agency shares it again.',
    order_mismatch: 'The order must name every category and item of the budget exactly once.',
    not_alternative: 'This item is not in an alternative group.',
  },
} as const satisfies Record<Locale, Record<string, string>>

export type BudgetMessageKey = keyof (typeof MESSAGES)['tr']

export function budgetMessage(
  locale: Locale,
  key: BudgetMessageKey,
  params: Record<string, string | number> = {},
): string {
  const template: string = MESSAGES[locale]?.[key] ?? MESSAGES.tr[key]
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))
}

/** An answer worded here: `budgetError(409, 'review_decided')`, with extra body fields if any. */
export function budgetError(status: number, key: BudgetMessageKey, body: Record<string, unknown> = {}) {
  return new WordedError(status, (locale) => budgetMessage(locale, key), body)
}

/** A 422 in Laravel's shape whose sentence is worded here. */
export function budgetFieldError(field: string, key: BudgetMessageKey) {
  return new WordedError(
    422,
    (locale) => budgetMessage(locale, key),
    (locale) => ({ errors: { [field]: [budgetMessage(locale, key)] } }),
  )
}
