/** The customer brief page (/{slug}/{ccode?}, issue 21 item 7): a prospective client fills it, so "siz". */
export const customerForm = {
  pageTitle: 'Etkinlik brifi',
  intro: 'Planladığınız etkinliği anlatın; ekibimiz yanıtlarınızı inceleyip sizinle iletişime geçecek.',
  forClient: '{{name}} için',
  loading: 'Form yükleniyor',
  thanks: 'Teşekkürler, en kısa sürede size dönüş yapacağız.',
}
