import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readBuildVersion } from './build-version'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajanda-version-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('readBuildVersion', () => {
  it("reads the web build's id from version.json", () => {
    fs.writeFileSync(path.join(dir, 'version.json'), '{"version":"m3x-1a2b"}\n')
    expect(readBuildVersion(dir)).toBe('m3x-1a2b')
  })
  it('is null without a build, with a broken file or an empty id', () => {
    expect(readBuildVersion(undefined)).toBeNull()
    expect(readBuildVersion(path.join(dir, 'missing'))).toBeNull()
    fs.writeFileSync(path.join(dir, 'version.json'), '{not json')
    expect(readBuildVersion(dir)).toBeNull()
    fs.writeFileSync(path.join(dir, 'version.json'), '{"version":""}')
    expect(readBuildVersion(dir)).toBeNull()
  })
})
