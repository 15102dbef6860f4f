import type { NotificationType } from '@ajanda/contracts/notifications.contract'

/**
 * What each notification type says, per language: the mail subject and its first sentence. `{subject}`
 * is the record's display name (NotificationData.subject). Written passive so they read well with or
 * without an actor; the actor gets a line of its own.
 */
export interface NotificationText {
  subject: string
  intro: string
}

export const NOTIFICATION_TEXTS: Record<'tr' | 'en', Record<NotificationType, NotificationText>> = {
  tr: {
    BizdevCreated: {
      subject: 'Yeni iş fırsatı: {subject}',
      intro: 'Yeni bir iş fırsatı eklendi: {subject}.',
    },
    BizdevUpdated: {
      subject: 'İş fırsatı güncellendi: {subject}',
      intro: '{subject} iş fırsatı güncellendi.',
    },
    BizdevDeleted: { subject: 'İş fırsatı silindi: {subject}', intro: '{subject} iş fırsatı silindi.' },
    ProjectStatusCreated: {
      subject: 'Proje durumu değişti: {subject}',
      intro: '{subject} için yeni bir durum kaydedildi.',
    },
    ProjectAssigned: { subject: 'Sana bir proje atandı: {subject}', intro: '{subject} projesi sana atandı.' },
    NewAccountingTransaction: {
      subject: 'Yeni muhasebe işlemi: {subject}',
      intro: 'Yeni bir muhasebe işlemi kaydedildi: {subject}.',
    },
    PurchaseInvoiceExcessSum: {
      subject: 'Alış faturası bütçeyi aşıyor: {subject}',
      intro: '{subject} alış faturasının tutarı bütçedeki tutarı aşıyor.',
    },
    PurchaseInvoiceUnknownSupplier: {
      subject: 'Tanınmayan tedarikçiden alış faturası: {subject}',
      intro: '{subject} alış faturası kayıtlı olmayan bir tedarikçiden geldi.',
    },
    SaleInvoiceNotRequested: {
      subject: 'Satış faturası talep edilmedi: {subject}',
      intro: '{subject} için henüz satış faturası talebi oluşturulmadı.',
    },
    PurchaseInvoiceLated: {
      subject: 'Geciken alış faturası: {subject}',
      intro: '{subject} alış faturası zamanında girilmedi.',
    },
    ExpenseRequested: {
      subject: 'Yeni masraf talebi: {subject}',
      intro: 'Yeni bir masraf talebi oluşturuldu: {subject}.',
    },
    ResetPasswordNotification: {
      subject: 'Şifre sıfırlama: {subject}',
      intro: '{subject} için şifre sıfırlama istendi.',
    },
    BudgetCreated: { subject: 'Yeni bütçe: {subject}', intro: 'Yeni bir bütçe oluşturuldu: {subject}.' },
    BudgetReviewed: {
      subject: 'Müşteri bütçeyi değerlendirdi: {subject}',
      intro: 'Müşteri, onaya gönderilen bütçe hakkında kararını verdi: {subject}.',
    },
    ClientCreated: { subject: 'Yeni müşteri: {subject}', intro: 'Yeni bir müşteri eklendi: {subject}.' },
    SupplierCreated: {
      subject: 'Yeni tedarikçi: {subject}',
      intro: 'Yeni bir tedarikçi eklendi: {subject}.',
    },
    NoteCreated: { subject: 'Yeni not: {subject}', intro: '{subject} için yeni bir not eklendi.' },
    ApproveRequested: { subject: 'Onayın bekleniyor: {subject}', intro: '{subject} için onayın isteniyor.' },
    ApproveApproved: {
      subject: 'Bir onay adımı geçti: {subject}',
      intro: '{subject} bir onay adımında onaylandı; sıradaki onay bekleniyor.',
    },
    ApproveDenied: {
      subject: 'Onay süreci tamamlandı, reddedildi: {subject}',
      intro: '{subject} için onay süreci tamamlandı: talep reddedildi.',
    },
    ApproveCompleted: {
      subject: 'Onay süreci tamamlandı, onaylandı: {subject}',
      intro: '{subject} için onay süreci tamamlandı: talep onaylandı.',
    },
    MeetingCreated: { subject: 'Yeni toplantı: {subject}', intro: 'Yeni bir toplantı planlandı: {subject}.' },
    MeetingCancelled: {
      subject: 'Toplantı iptal edildi: {subject}',
      intro: '{subject} toplantısı iptal edildi.',
    },
    TaskCreated: { subject: 'Yeni görev: {subject}', intro: 'Yeni bir görev oluşturuldu: {subject}.' },
    TaskCompleted: { subject: 'Görev tamamlandı: {subject}', intro: '{subject} görevi tamamlandı.' },
    TaskReminder: { subject: 'Hatırlatma: {subject}', intro: '{subject} görevinin hatırlatma zamanı geldi.' },
    AfterEventCustomerFeedbackReceived: {
      subject: 'Etkinlik sonrası müşteri geri bildirimi: {subject}',
      intro: '{subject} için müşteriden etkinlik sonrası geri bildirim geldi.',
    },
  },
  en: {
    BizdevCreated: {
      subject: 'New business opportunity: {subject}',
      intro: 'A new business opportunity was added: {subject}.',
    },
    BizdevUpdated: {
      subject: 'Business opportunity updated: {subject}',
      intro: 'The business opportunity {subject} was updated.',
    },
    BizdevDeleted: {
      subject: 'Business opportunity deleted: {subject}',
      intro: 'The business opportunity {subject} was deleted.',
    },
    ProjectStatusCreated: {
      subject: 'Project status changed: {subject}',
      intro: 'A new status was recorded for {subject}.',
    },
    ProjectAssigned: {
      subject: 'A project was assigned to you: {subject}',
      intro: 'The project {subject} was assigned to you.',
    },
    NewAccountingTransaction: {
      subject: 'New accounting transaction: {subject}',
      intro: 'A new accounting transaction was recorded: {subject}.',
    },
    PurchaseInvoiceExcessSum: {
      subject: 'Purchase invoice exceeds the budget: {subject}',
      intro: 'The amount of the purchase invoice {subject} exceeds the budgeted amount.',
    },
    PurchaseInvoiceUnknownSupplier: {
      subject: 'Purchase invoice from an unknown supplier: {subject}',
      intro: 'The purchase invoice {subject} came from a supplier that is not on record.',
    },
    SaleInvoiceNotRequested: {
      subject: 'Sales invoice not requested: {subject}',
      intro: 'No sales invoice has been requested yet for {subject}.',
    },
    PurchaseInvoiceLated: {
      subject: 'Late purchase invoice: {subject}',
      intro: 'The purchase invoice {subject} was not entered on time.',
    },
    ExpenseRequested: {
      subject: 'New expense request: {subject}',
      intro: 'A new expense request was made: {subject}.',
    },
    ResetPasswordNotification: {
      subject: 'Password reset: {subject}',
      intro: 'A password reset was requested for {subject}.',
    },
    BudgetCreated: { subject: 'New budget: {subject}', intro: 'A new budget was created: {subject}.' },
    BudgetReviewed: {
      subject: 'The client reviewed the budget: {subject}',
      intro: 'The client has decided on the budget sent for review: {subject}.',
    },
    ClientCreated: { subject: 'New client: {subject}', intro: 'A new client was added: {subject}.' },
    SupplierCreated: { subject: 'New supplier: {subject}', intro: 'A new supplier was added: {subject}.' },
    NoteCreated: { subject: 'New note: {subject}', intro: 'A new note was added to {subject}.' },
    ApproveRequested: {
      subject: 'Your approval is requested: {subject}',
      intro: 'Your approval is requested for {subject}.',
    },
    ApproveApproved: {
      subject: 'An approval step passed: {subject}',
      intro: '{subject} was approved at one step; the next approval is awaited.',
    },
    ApproveDenied: {
      subject: 'Approval completed, declined: {subject}',
      intro: 'The approval process for {subject} is complete: the request was declined.',
    },
    ApproveCompleted: {
      subject: 'Approval completed, approved: {subject}',
      intro: 'The approval process for {subject} is complete: the request was approved.',
    },
    MeetingCreated: { subject: 'New meeting: {subject}', intro: 'A new meeting was scheduled: {subject}.' },
    MeetingCancelled: {
      subject: 'Meeting cancelled: {subject}',
      intro: 'The meeting {subject} was cancelled.',
    },
    TaskCreated: { subject: 'New task: {subject}', intro: 'A new task was created: {subject}.' },
    TaskCompleted: { subject: 'Task completed: {subject}', intro: 'The task {subject} was completed.' },
    TaskReminder: { subject: 'Reminder: {subject}', intro: 'It is time for the task {subject}.' },
    AfterEventCustomerFeedbackReceived: {
      subject: 'Post-event client feedback: {subject}',
      intro: 'The client sent post-event feedback for {subject}.',
    },
  },
}

/** Words around the type-specific sentence. */
export const NOTIFICATION_CHROME = {
  tr: {
    greeting: 'Merhaba {name},',
    actor: 'İşlemi yapan: {actor}',
    open: 'Kaydı aç',
    decide: 'Onayla ya da reddet',
    openApp: 'Uygulamayı aç',
    footer: 'Bu e-postayı {company} hesabındaki bildirim ayarların nedeniyle aldın.',
  },
  en: {
    greeting: 'Hello {name},',
    actor: 'Done by: {actor}',
    open: 'Open the record',
    decide: 'Approve or decline',
    openApp: 'Open the app',
    footer: 'You received this e-mail because of your notification settings at {company}.',
  },
} as const

/**
 * Labels for the detail keys the modules send (NotificationData.details); an unknown key is shown with
 * its underscores as spaces, so a new detail never disappears from the mail.
 */
export const DETAIL_LABELS: Record<'tr' | 'en', Record<string, string>> = {
  tr: {
    stage: 'Aşama',
    status: 'Durum',
    amount: 'Tutar',
    budget_amount: 'Bütçe tutarı',
    date: 'Tarih',
    due_date: 'Son tarih',
    starts_at: 'Başlangıç',
    ends_at: 'Bitiş',
    project: 'Proje',
    client: 'Müşteri',
    supplier: 'Tedarikçi',
    invoice_number: 'Fatura no',
    reason: 'Gerekçe',
    note: 'Not',
    comment: 'Yorum',
    type: 'Tür',
    location: 'Yer',
    email: 'E-posta',
    decision: 'Karar',
    tasks: 'Görev sayısı',
  },
  en: {
    stage: 'Stage',
    status: 'Status',
    amount: 'Amount',
    budget_amount: 'Budgeted amount',
    date: 'Date',
    due_date: 'Due date',
    starts_at: 'Starts',
    ends_at: 'Ends',
    project: 'Project',
    client: 'Client',
    supplier: 'Supplier',
    invoice_number: 'Invoice number',
    reason: 'Reason',
    note: 'Note',
    comment: 'Comment',
    type: 'Type',
    location: 'Location',
    email: 'E-mail',
    decision: 'Decision',
    tasks: 'Tasks',
  },
}

/** Facts that only build the mail's link (the budget editor's address names its project): not shown. */
export const LINK_ONLY_DETAILS: ReadonlySet<string> = new Set(['project_code'])
