import { Notifications } from '@mantine/notifications'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../shared/i18n/i18n'
import { sessionStore } from '../../shared/session/session-store'
import { ADMIN } from '../../test/fixtures'
import { renderWithRouter } from '../../test/render'
import type { EnablePushSteps } from './enable-push'
import { PUSH_BANNER_DISMISSED_KEY, PushBanner } from './push-banner'
import type { PushEnvironment } from './push-support'

const capable: PushEnvironment = {
  hasPushManager: true,
  hasNotification: true,
  hasServiceWorker: true,
  permission: 'default',
}

function fakeSteps(answer: NotificationPermission, environment = capable) {
  let permission = environment.permission
  const saveToken = vi.fn(async () => {})
  const steps: EnablePushSteps = {
    environment: () => ({ ...environment, permission }),
    requestPermission: async () => {
      permission = answer
      return answer
    },
    registerServiceWorker: async () => ({
      pushManager: {
        getSubscription: async () => null,
        subscribe: async () =>
          ({
            toJSON: () => ({ endpoint: 'https://push.example.test/1', keys: { p256dh: 'k', auth: 'a' } }),
          }) as unknown as PushSubscription,
      },
    }),
    publicKey: async () => 'BAAA',
    saveToken,
  }
  return { steps, saveToken }
}

function renderBanner(steps: EnablePushSteps) {
  sessionStore.start('token', ADMIN, true)
  return renderWithRouter(
    <>
      <Notifications />
      <PushBanner steps={steps} />
    </>,
  )
}

const enableButton = () => screen.queryByRole('button', { name: 'Bildirimleri Aç' })

describe('PushBanner', () => {
  it('sends the token and goes away when the user allows', async () => {
    const { steps, saveToken } = fakeSteps('granted')
    renderBanner(steps)
    await userEvent.click(enableButton() as HTMLElement)
    await waitFor(() => expect(enableButton()).toBeNull())
    expect(saveToken).toHaveBeenCalledWith({
      endpoint: 'https://push.example.test/1',
      keys: { p256dh: 'k', auth: 'a' },
    })
  })

  it('shows "Push bildirim izni alınamadı!" with permission-denied, then hides (only settings can change it)', async () => {
    const { steps, saveToken } = fakeSteps('denied')
    renderBanner(steps)
    await userEvent.click(enableButton() as HTMLElement)
    expect(await screen.findByText('Push bildirim izni alınamadı!')).toBeTruthy()
    expect(screen.getByText('permission-denied')).toBeTruthy()
    await waitFor(() => expect(enableButton()).toBeNull())
    expect(saveToken).not.toHaveBeenCalled()
  })

  it('says "Lütfen tekrar dene" when the server does not take the token, and stays', async () => {
    const { steps } = fakeSteps('granted')
    steps.saveToken = async () => Promise.reject(new Error('offline'))
    renderBanner(steps)
    await userEvent.click(enableButton() as HTMLElement)
    expect(await screen.findByText('Lütfen tekrar dene')).toBeTruthy()
    expect(enableButton()).toBeTruthy()
  })

  it('is not shown once granted or denied, nor where push is missing', () => {
    for (const environment of [
      { ...capable, permission: 'granted' as const },
      { ...capable, permission: 'denied' as const },
      { ...capable, hasPushManager: false },
    ]) {
      const view = renderBanner(fakeSteps('granted', environment).steps)
      expect(enableButton()).toBeNull()
      view.unmount()
    }
  })

  it('"Şimdi değil" hides it and this browser remembers it, beyond the session', async () => {
    const first = renderBanner(fakeSteps('granted').steps)
    await userEvent.click(screen.getByRole('button', { name: 'Şimdi değil' }))
    expect(enableButton()).toBeNull()
    first.unmount()
    // A new session (the tab closed) still remembers the answer.
    sessionStorage.clear()
    expect(localStorage.getItem(PUSH_BANNER_DISMISSED_KEY)).toBe('1')
    const second = renderBanner(fakeSteps('granted').steps)
    expect(enableButton()).toBeNull()
    second.unmount()
    localStorage.removeItem(PUSH_BANNER_DISMISSED_KEY)
    renderBanner(fakeSteps('granted').steps)
    expect(enableButton()).toBeTruthy()
  })

  it('says it in a few words on a phone and in full on a wider screen', () => {
    renderBanner(fakeSteps('granted').steps)
    expect(screen.getByText('Anında haberdar ol')).toBeTruthy()
    expect(screen.getByText(/Yeni görevlerden, onaylardan/)).toBeTruthy()
  })

  it('speaks English too', async () => {
    await setLanguage('en')
    renderBanner(fakeSteps('granted').steps)
    expect(screen.getByRole('button', { name: 'Turn On Notifications' })).toBeTruthy()
  })
})
