import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '../../../test/render'
import {
  closeRequestForm,
  openRequestForm,
  REQUEST_FORM_RESET_MS,
  requestFormStore,
} from '../open-request-form'
import { mockRequestApi, restoreApi } from '../request-test-support'
import { RequestFormHost } from './request-form-host'

// Lazy form chunks and typing into Mantine inputs take seconds on the shared 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  requestFormStore.reset()
  mockRequestApi()
})
afterEach(() => {
  vi.useRealTimers()
  restoreApi()
})

describe('openRequestForm and the store', () => {
  it('opens a form, keeps its data while the modal closes, drops it 500 ms later', () => {
    vi.useFakeTimers()
    openRequestForm('leave', { projectId: 4 })
    expect(requestFormStore.get()).toMatchObject({ opened: true, options: { form: 'leave', projectId: 4 } })
    closeRequestForm()
    expect(requestFormStore.get()).toMatchObject({ opened: false, options: { form: 'leave' } })
    vi.advanceTimersByTime(REQUEST_FORM_RESET_MS - 1)
    expect(requestFormStore.get()).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(requestFormStore.get()).toBeNull()
  })

  it('a form opened during the close animation survives the reset and starts fresh', () => {
    vi.useFakeTimers()
    openRequestForm('leave')
    const first = requestFormStore.get()?.key ?? 0
    closeRequestForm()
    openRequestForm('expense')
    vi.advanceTimersByTime(REQUEST_FORM_RESET_MS * 2)
    expect(requestFormStore.get()).toMatchObject({ opened: true, options: { form: 'expense' } })
    expect(requestFormStore.get()?.key).toBeGreaterThan(first)
  })
})

describe('RequestFormHost', () => {
  it('shows the opened form in a modal and closes it with Vazgeç', async () => {
    renderRoutes([{ path: '/', element: <RequestFormHost /> }])
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => openRequestForm('leave'))
    expect(await screen.findByRole('dialog', { name: 'İzin Talebi' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Onaya Gönder' }, { timeout: 10_000 })).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Vazgeç' }))
    expect(requestFormStore.get()?.opened).toBe(false)
    await waitFor(() => expect(requestFormStore.get()).toBeNull(), { timeout: REQUEST_FORM_RESET_MS * 3 })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
