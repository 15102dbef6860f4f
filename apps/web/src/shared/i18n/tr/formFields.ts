/** Texts of the form builder (issue 20): see the owner's screens. */
export const formFields = {
  loading: 'Yükleniyor',
}
