import type { profile as tr } from '../tr/profile'
import type { Translations } from '../translation-types'

export const profile: Translations<typeof tr> = {
  details: {
    title: 'Profile details',
    fullName: 'Full name',
    email: 'E-mail',
    language: 'Language',
    position: 'Position',
    submit: 'Save',
  },
  password: {
    title: 'Change password',
    current: 'Current password',
    next: 'New password',
    confirmation: 'New password (again)',
    submit: 'Change password',
  },
  picture: {
    title: 'Profile picture',
    alt: 'Profile picture of {{name}}',
    choose: 'Upload a picture',
    hint: 'PNG, JPEG or WebP; at most {{max}} MB. The picture is saved as 300x300 pixels.',
    cropTitle: 'Crop the picture',
    cropArea: 'Crop area: drag the picture, use the slider to zoom',
    zoom: 'Zoom',
    save: 'Save',
  },
}
