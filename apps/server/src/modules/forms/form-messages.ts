import type { Locale } from '@ajanda/contracts/common/locale'
import type { RuleProblem } from '@ajanda/contracts/forms/form-model'
import { WordedError } from '../../platform/errors'

/**
 * The answers' messages of the form builder's calls (issue 20). They live beside the module, as the
 * checklists' and budgets' do; the 422s keep Laravel's shape through `formFieldError`.
 */
const MESSAGES = {
  tr: {
    form_created: 'Form oluşturuldu.',
    form_updated: 'Form ayarları güncellendi.',
    form_deleted: 'Form silindi.',
    form_cloned: 'Formun kopyası oluşturuldu.',
    section_created: 'Bölüm eklendi.',
    section_updated: 'Bölüm güncellendi.',
    section_deleted: 'Bölüm silindi.',
    sections_sorted: 'Bölümlerin sırası güncellendi.',
    fields_sorted: 'Alanların sırası güncellendi.',
    field_created: 'Alan eklendi.',
    field_moved: 'Alan taşındı.',
    field_updated: 'Alan bilgileri güncellendi.',
    field_deleted: 'Alan silindi.',
    option_created: 'Seçenek eklendi.',
    option_updated: 'Seçenek güncellendi.',
    option_deleted: 'Seçenek silindi.',
    options_sorted: 'Seçeneklerin sırası güncellendi.',
    rule_created: 'Kural eklendi.',
    rule_deleted: 'Kural silindi.',
    flight_option_created: 'Uçuş eklendi.',
    flight_option_deleted: 'Uçuş kaldırıldı.',
    match_created: 'Liste eşleşmesi eklendi.',
    match_deleted: 'Liste eşleşmesi silindi.',
    copy_suffix: '{name} (kopya)',
    brief_section: 'Etkinlik bilgileri',
    brief_name: 'Brief formu',
    // refusals
    form_in_use: 'Yanıt almış yayındaki bir form silinemez; önce formu kapatın.',
    slug_taken: 'Bu adres başka bir formda kullanılıyor.',
    closes_before_opens: 'Kapanış tarihi açılış tarihinden önce olamaz.',
    status_transition: 'Form bu durumdan {status} durumuna geçirilemez.',
    status_draft: 'taslak',
    status_published: 'yayında',
    status_closed: 'kapalı',
    project_missing: 'Proje bulunamadı.',
    copy_missing: 'Kopyalanacak form bulunamadı.',
    section_missing: 'Bölüm bu formda bulunamadı.',
    field_missing: 'Alan bu formda bulunamadı.',
    sort_mismatch: 'Sıralama bu formun öğelerinin hepsini bir kez içermelidir.',
    attendance_once: 'Katılım alanı bir forma yalnızca bir kez eklenebilir.',
    db_default_not_allowed:
      'Veritabanından varsayılan değer yalnız kişiye özel (PERSONAL) formlarda kullanılabilir.',
    invalid_props: 'Alanın ayarları geçersiz.',
    no_options: 'Bu alan türü seçenek almaz.',
    option_text_required: 'Seçenek metni zorunludur.',
    invalid_option_value: 'Bu değer bu sütun için geçersiz.',
    product_unknown: 'Bu ürün formun projesinde yok.',
    rules_on_mma: 'Bu formda kural kullanılamaz.',
    invalid_rule_target: 'Kuralın hedefi geçersiz.',
    target_not_earlier: 'Kural yalnız önceki bölümlerdeki alanlara bağlanabilir.',
    target_not_choice: 'Kural yalnız seçim alanlarına bağlanabilir.',
    operator_not_allowed: 'Bu karşılaştırma bu hedefte kullanılamaz.',
    value_required: 'Bu karşılaştırma için bir değer seçin.',
    value_not_an_option: 'Değer hedef alanın seçeneklerinden biri olmalıdır.',
    rule_broken: 'Bu değişiklik formdaki bir kuralı geçersiz kılar: {reason}',
    rule_source_missing: 'Kuralın bağlı olduğu bölüm veya alan bu formda bulunamadı.',
    not_flight_field: 'Uçuş seçenekleri yalnız uçuş alanına eklenebilir.',
    flight_missing: 'Uçuş bu formun projesinde bulunamadı.',
    flight_duplicate: 'Bu uçuş bu alana zaten eklenmiş.',
    not_room_mates_field: 'Liste eşleşmeleri yalnız oda arkadaşı alanına eklenebilir.',
    list_missing: 'Katılımcı listesi bu formun projesinde bulunamadı.',
    match_duplicate: 'Bu eşleşme zaten var.',
  },
  en: {
    form_created: 'The form has been created.',
    form_updated: 'The form settings have been updated.',
    form_deleted: 'The form has been deleted.',
    form_cloned: 'A copy of the form has been created.',
    section_created: 'The section has been added.',
    section_updated: 'The section has been updated.',
    section_deleted: 'The section has been deleted.',
    sections_sorted: 'The order of the sections has been updated.',
    fields_sorted: 'The order of the fields has been updated.',
    field_created: 'The field has been added.',
    field_moved: 'The field has been moved.',
    field_updated: 'The field has been updated.',
    field_deleted: 'The field has been deleted.',
    option_created: 'The option has been added.',
    option_updated: 'The option has been updated.',
    option_deleted: 'The option has been deleted.',
    options_sorted: 'The order of the options has been updated.',
    rule_created: 'The rule has been added.',
    rule_deleted: 'The rule has been deleted.',
    flight_option_created: 'The flight has been added.',
    flight_option_deleted: 'The flight has been removed.',
    match_created: 'The list match has been added.',
    match_deleted: 'The list match has been deleted.',
    copy_suffix: '{name} (copy)',
    brief_section: 'Event details',
    brief_name: 'Brief form',
    form_in_use: 'A published form with answers cannot be deleted; close the form first.',
    slug_taken: 'This address is used by another form.',
    closes_before_opens: 'The closing time cannot be before the opening time.',
    status_transition: 'The form cannot move from this status to {status}.',
    status_draft: 'draft',
    status_published: 'published',
    status_closed: 'closed',
    project_missing: 'The project was not found.',
    copy_missing: 'The form to copy was not found.',
    section_missing: 'The section was not found in this form.',
    field_missing: 'The field was not found in this form.',
    sort_mismatch: 'The order must name every item of this form exactly once.',
    attendance_once: 'The attendance field can be added only once per form.',
    db_default_not_allowed: 'A default value from the database is only allowed on PERSONAL forms.',
    invalid_props: 'The field settings are invalid.',
    no_options: 'This field type takes no options.',
    option_text_required: 'The option text is required.',
    invalid_option_value: 'This value is invalid for this column.',
    product_unknown: "This product is not in the form's project.",
    rules_on_mma: 'Rules cannot be used on this form.',
    invalid_rule_target: 'The rule target is invalid.',
    target_not_earlier: 'A rule can only depend on fields of earlier sections.',
    target_not_choice: 'A rule can only depend on choice fields.',
    operator_not_allowed: 'This comparison cannot be used with this target.',
    value_required: 'Choose a value for this comparison.',
    value_not_an_option: 'The value must be one of the target field’s options.',
    rule_broken: 'This change would break a rule of the form: {reason}',
    rule_source_missing: 'The section or field of the rule was not found in this form.',
    not_flight_field: 'Flight options can only be added to a flight field.',
    flight_missing: 'The flight was not found in this form’s project.',
    flight_duplicate: 'This flight is already on this field.',
    not_room_mates_field: 'List matches can only be added to a room-mates field.',
    list_missing: 'The attendee list was not found in this form’s project.',
    match_duplicate: 'This match already exists.',
  },
} as const satisfies Record<Locale, Record<string, string>>

export type FormMessageKey = keyof (typeof MESSAGES)['tr']

export function formMessage(
  locale: Locale,
  key: FormMessageKey,
  params: Record<string, string | number> = {},
): string {
  const template: string = MESSAGES[locale]?.[key] ?? MESSAGES.tr[key]
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))
}

type Params = Record<string, string | number> | ((locale: Locale) => Record<string, string | number>)
const paramsIn = (params: Params, locale: Locale) => (typeof params === 'function' ? params(locale) : params)

/** A 422 in Laravel's shape whose sentence is worded here. */
export function formFieldError(field: string, key: FormMessageKey, params: Params = {}) {
  return new WordedError(
    422,
    (locale) => formMessage(locale, key, paramsIn(params, locale)),
    (locale) => ({ errors: { [field]: [formMessage(locale, key, paramsIn(params, locale))] } }),
  )
}

/** A refusal other than a 422 (the 409 of a used form). */
export function formError(status: number, key: FormMessageKey) {
  return new WordedError(status, (locale) => formMessage(locale, key))
}

/** The 422 of a rule the engine could not evaluate, on the request key that is wrong. */
export function ruleProblemError(found: RuleProblem) {
  const field =
    found === 'operator_not_allowed'
      ? 'operator'
      : found === 'value_required' || found === 'value_not_an_option'
        ? 'value'
        : found === 'rules_on_mma'
          ? 'type'
          : 'target'
  return formFieldError(field, found)
}
