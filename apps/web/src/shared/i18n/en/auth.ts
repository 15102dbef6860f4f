import type { auth as tr } from '../tr/auth'
import type { Translations } from '../translation-types'

export const auth: Translations<typeof tr> = {
  fields: {
    email: 'E-mail',
    password: 'Password',
    passwordConfirmation: 'Password (again)',
    newPassword: 'New password',
    newPasswordConfirmation: 'New password (again)',
    companyName: 'Company name',
    fullName: 'Full name',
  },
  login: {
    title: 'Sign in',
    subtitle: 'Sign in to your Ajanda account',
    remember: 'Remember me',
    submit: 'Sign in',
    forgot: 'Forgot my password',
    noAccount: 'No account yet?',
    register: 'Sign up',
  },
  forgot: {
    title: 'Forgot password',
    text: 'Enter your e-mail address and we will send you a link to reset your password.',
    submit: 'Send the link',
    sentTitle: 'E-mail sent',
    back: 'Back to sign in',
  },
  reset: {
    title: 'Set a new password',
    text: 'Choose a new password for your account.',
    submit: 'Save the password',
    back: 'Back to sign in',
  },
  register: {
    title: 'Sign up',
    subtitle: 'Create your company and start working with your team.',
    submit: 'Sign up',
    haveAccount: 'Already have an account?',
    login: 'Sign in',
    sentTitle: 'Confirm your e-mail address',
    sentHint: 'If you do not see the link, look in your spam folder. The link is valid for 24 hours.',
  },
  confirm: {
    title: 'Confirm your account',
    working: 'Creating your account…',
    again: 'Sign up again',
    login: 'Sign in',
  },
}
