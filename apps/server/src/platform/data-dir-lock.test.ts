import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { acquireDataDirLock } from './data-dir-lock'

const dirs: string[] = []
const children: ChildProcess[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajanda-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

const lockFile = (dir: string) => path.join(dir, 'ajanda.lock')
const owner = (dir: string) => JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')) as { pid: number }

/** A live process that is not an Ajanda server: what a stale lock's pid may belong to after a restart. */
function unrelatedProcess(): number {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' })
  children.push(child)
  if (!child.pid) throw new Error('sleep did not start')
  return child.pid
}

/** Another node process that takes the lock through the real module, and says so once it holds it. */
async function serverHolding(dir: string): Promise<ChildProcess> {
  const lockModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-dir-lock.ts')
  const script = `import { acquireDataDirLock } from ${JSON.stringify(lockModule)}
acquireDataDirLock(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000)`
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  await new Promise<void>((resolve, reject) => {
    let errors = ''
    child.stderr?.on('data', (chunk) => {
      errors += String(chunk)
    })
    child.stdout?.on('data', (chunk) => String(chunk).includes('locked') && resolve())
    child.on('exit', (code) => reject(new Error(`the lock holder exited with ${code}: ${errors}`)))
  })
  return child
}

describe('acquireDataDirLock', () => {
  it('refuses a data dir that a live Ajanda process holds', async () => {
    const dir = tempDir()
    const holder = await serverHolding(dir)
    expect(owner(dir).pid).toBe(holder.pid)
    expect(() => acquireDataDirLock(dir)).toThrow(`in use by process ${holder.pid}`)
  }, 30_000)

  it('takes over a lock whose pid now belongs to an unrelated live process (a restart reused it)', () => {
    const dir = tempDir()
    const pid = unrelatedProcess()
    // As our server wrote it before the restart: the same pid, started at another moment.
    const stale = {
      pid,
      started: '1',
      boot: fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
    }
    fs.writeFileSync(lockFile(dir), JSON.stringify({ ...stale, instance: 'before-the-restart' }))
    const release = acquireDataDirLock(dir)
    expect(owner(dir).pid).toBe(process.pid)
    release()
    // An older server's lock held only the pid: an unrelated program under it is no owner either.
    fs.writeFileSync(lockFile(dir), String(pid))
    acquireDataDirLock(dir)()
  })

  it("takes over a lock written in an earlier boot, even under this process's own pid", () => {
    const dir = tempDir()
    const earlier = { pid: process.pid, started: '1', boot: 'another-boot', instance: 'earlier' }
    fs.writeFileSync(lockFile(dir), JSON.stringify(earlier))
    acquireDataDirLock(dir)()
  })

  it('never gives one data dir two owners in one process', () => {
    const dir = tempDir()
    const release = acquireDataDirLock(dir)
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by process/)
    release()
  })

  it('takes over a stale lock and releases it', () => {
    const dir = tempDir()
    fs.writeFileSync(lockFile(dir), '999999')
    const release = acquireDataDirLock(dir)
    expect(owner(dir).pid).toBe(process.pid)
    release()
    expect(fs.readdirSync(dir)).toEqual([])
  })
})
