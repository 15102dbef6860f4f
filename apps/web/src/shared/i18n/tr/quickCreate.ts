/** The quick-create menu (staff-app.md "Quick-create menu"). */
export const quickCreate = {
  open: 'Yeni oluştur',
  title: 'Yeni bir ...',
  items: {
    lead: 'İş Fırsatı',
    task: 'Yapılacak',
    meeting: 'Toplantı',
    advance: 'Avans Talebi',
    expense: 'Masraf Formu',
    ccRequest: 'Kredi Kartı Talebi',
    paymentRequest: 'Ödeme Talebi',
    leave: 'İzin Talebi',
    operation: 'Operasyon Katılımı',
    inspection: 'Keşif ve Fuar Katılımı',
    contact: 'Kişi',
  },
}
