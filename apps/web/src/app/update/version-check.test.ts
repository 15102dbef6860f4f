import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../test/fixtures'
import { fetchDeployedVersion, isNewerDeploy, RUNNING_VERSION } from './version-check'

describe('version check', () => {
  it('embeds the build id', () => {
    expect(RUNNING_VERSION).toBe('test-build')
  })

  it('reads the deployed id and compares it', async () => {
    const deployed = await fetchDeployedVersion((async () =>
      jsonResponse({ version: 'next' })) as typeof fetch)
    expect(deployed).toBe('next')
    expect(isNewerDeploy(deployed)).toBe(true)
    expect(isNewerDeploy('test-build')).toBe(false)
    expect(isNewerDeploy(null)).toBe(false)
  })

  it('ignores a missing or foreign file', async () => {
    expect(
      await fetchDeployedVersion((async () => new Response('<html>', { status: 200 })) as typeof fetch),
    ).toBeNull()
    expect(await fetchDeployedVersion((async () => jsonResponse({}, 404)) as typeof fetch)).toBeNull()
  })
})
