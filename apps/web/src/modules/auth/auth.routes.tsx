import type { RouteObject } from 'react-router'
import { guestOnly } from '../../shared/routing/guards'
import type { RouteHandle } from '../../shared/routing/route-handle'

const handle = (title: RouteHandle['title'], name: string): RouteHandle => ({
  layout: 'standalone',
  title,
  name,
})

export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    loader: guestOnly,
    handle: handle('login', 'Login'),
    lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'register',
    loader: guestOnly,
    handle: handle('register', 'Register'),
    lazy: () => import('./pages/register-page').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: 'register/confirm/:token',
    loader: guestOnly,
    handle: handle('registerConfirm', 'RegisterConfirm'),
    lazy: () => import('./pages/register-confirm-page').then((m) => ({ Component: m.RegisterConfirmPage })),
  },
  {
    path: 'forgot-password',
    handle: handle('forgotPassword', 'ForgotPassword'),
    lazy: () => import('./pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: 'password-reset/:token',
    handle: handle('passwordReset', 'PasswordReset'),
    lazy: () => import('./pages/password-reset-page').then((m) => ({ Component: m.PasswordResetPage })),
  },
]
