import { act, render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import small from './i18next'
import { useTranslation } from './react-i18next'

function Probe({ lng }: { lng?: string }) {
  const { t } = useTranslation(['probeA', 'probeB'], lng ? { lng } : {})
  return (
    <p data-testid={lng ?? 'page'}>
      {t('hello', { name: 'Ada' })} / {t('probeB:other')}
    </p>
  )
}

beforeAll(async () => {
  await small.init({ lng: 'tr', fallbackLng: 'tr', defaultNS: 'common' })
  small.addResourceBundle('tr', 'probeA', { hello: 'Merhaba {{name}}' })
  small.addResourceBundle('en', 'probeA', { hello: 'Hello {{name}}' })
  small.addResourceBundle('tr', 'probeB', { other: 'öteki' })
  small.addResourceBundle('en', 'probeB', { other: 'other' })
})

describe('the web form build’s useTranslation (web-form-build/react-i18next.ts)', () => {
  it('speaks the page language, or the fixed one, and follows a change of language', async () => {
    render(
      <>
        <Probe />
        <Probe lng="en" />
      </>,
    )
    expect(screen.getByTestId('page').textContent).toBe('Merhaba Ada / öteki')
    expect(screen.getByTestId('en').textContent).toBe('Hello Ada / other')
    await act(() => small.changeLanguage('en'))
    expect(screen.getByTestId('page').textContent).toBe('Hello Ada / other')
    await act(() => small.changeLanguage('tr'))
    expect(screen.getByTestId('page').textContent).toBe('Merhaba Ada / öteki')
  })
})
