import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { acquireDataDirLock } from './data-dir-lock'

const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajanda-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('acquireDataDirLock', () => {
  it('refuses a data dir that a live process holds', () => {
    const dir = tempDir()
    // `sleep` outlives the check: a live pid that is not ours.
    const holder = spawnSync('sh', ['-c', 'sleep 5 >/dev/null 2>&1 & echo $!'], { encoding: 'utf8' })
    fs.writeFileSync(path.join(dir, 'ajanda.lock'), holder.stdout.trim())
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by process/)
    process.kill(Number(holder.stdout.trim()))
  })

  it('takes over a stale lock and releases it', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'ajanda.lock'), '999999')
    const release = acquireDataDirLock(dir)
    expect(fs.readFileSync(path.join(dir, 'ajanda.lock'), 'utf8')).toBe(String(process.pid))
    release()
    expect(fs.existsSync(path.join(dir, 'ajanda.lock'))).toBe(false)
  })
})
