import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { queryClient } from '../shared/api/query-client'
import { i18n, initI18n, setLanguage } from '../shared/i18n/i18n'
import { registerStaffResources } from '../shared/i18n/staff-resources'
import { sessionStore } from '../shared/session/session-store'

/** Mantine reads media queries and observes sizes; jsdom has neither. */
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
})

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub
window.HTMLElement.prototype.scrollIntoView = () => {}
window.scrollTo = () => {}

initI18n('tr')
registerStaffResources(i18n)

beforeEach(async () => {
  localStorage.clear()
  sessionStorage.clear()
  sessionStore.reload()
  queryClient.clear()
  await setLanguage('tr')
})

afterEach(() => {
  cleanup()
})
