import type { ProjectFile } from '@ajanda/contracts/projects.contract'
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { ADMIN, jsonResponse } from '../../../test/fixtures'
import { renderWithRouter } from '../../../test/render'
import { ProjectFilesTab } from './project-files-tab'

const FILE: ProjectFile = {
  id: 4,
  name: 'program.pdf',
  size: 2048,
  mime_type: 'application/pdf',
  download_path: '/api/v1/project/P1/file/4',
  uploader: null,
  created_at: '2026-03-01T10:00:00Z',
}

beforeEach(() => {
  sessionStore.start('token', ADMIN, true)
  const fetchMock = vi.fn(async () => jsonResponse([FILE]))
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
})
afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

describe('the project files tab', () => {
  it('offers upload, download and delete', async () => {
    renderWithRouter(<ProjectFilesTab project={{ code: 'P1' }} />)
    expect(await screen.findByRole('button', { name: 'İndir: program.pdf' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sil: program.pdf' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Dosya seç' })).toBeTruthy()
  })

  it('offers downloads only on a project read only by taking part', async () => {
    renderWithRouter(<ProjectFilesTab project={{ code: 'P1' }} readOnly />)
    expect(await screen.findByRole('button', { name: 'İndir: program.pdf' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Sil: program.pdf' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Dosya seç' })).toBeNull()
  })
})
