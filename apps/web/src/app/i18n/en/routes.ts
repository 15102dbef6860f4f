import type { routes as tr } from '../tr/routes'
import type { Translations } from '../translation-types'

export const routes: Translations<typeof tr> = {
  home: 'Home',
  login: 'Sign in',
  forgotPassword: 'Forgot password',
  passwordReset: 'Reset password',
  register: 'Sign up',
  profile: 'Profile',
  notFound: 'Page not found',
}
