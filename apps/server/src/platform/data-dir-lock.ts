import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * PGlite has one connection and no lock of its own: two processes on one data dir would corrupt it.
 *
 * The lock file names its owner by more than a pid: a pid is reused, and after a container restart the
 * stale lock's pid (often 1) belongs to some unrelated live process, or to the new server itself. So the
 * lock holds the owner's pid, its start time (field 22 of /proc/<pid>/stat, in clock ticks since boot),
 * the boot id and a random instance id. A lock is live only when that pid runs now and started at that
 * very tick of this boot; anything else is stale and taken over. Without /proc (not Linux) a live pid
 * counts as the owner: refusing to start is the safe mistake.
 *
 * The file appears whole (written beside, then hard-linked into place, which fails if one exists), so
 * no process ever reads a half-written lock; a stale lock is removed only under a short takeover lock,
 * so two processes starting together cannot both take it over.
 */
interface LockRecord {
  pid: number
  /** /proc start time of the pid; null in a lock written where /proc is missing, or by an older server. */
  started: string | null
  boot: string | null
  instance: string
}

const LOCK_FILE = 'ajanda.lock'
const TAKEOVER_FILE = 'ajanda.lock.takeover'

export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, LOCK_FILE)
  const ours = ownRecord()
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createExclusive(lockPath, ours)) return () => releaseIfOurs(lockPath, ours)
    const holder = readRecord(lockPath)
    if (holder && isLiveOwner(holder)) {
      throw new Error(
        `The data directory ${dataDir} is in use by process ${holder.pid}. Stop it, or set DATA_DIR to another folder.`,
      )
    }
    removeStale(dataDir, lockPath, holder)
  }
  throw new Error(`Could not lock the data directory ${dataDir}`)
}

function ownRecord(): LockRecord {
  return { pid: process.pid, started: startTimeOf(process.pid), boot: bootId(), instance: randomUUID() }
}

/** Writes the record beside the target, then links it into place: false when the target exists. */
function createExclusive(target: string, record: LockRecord): boolean {
  const draft = `${target}.${record.instance}`
  fs.writeFileSync(draft, JSON.stringify(record))
  try {
    fs.linkSync(draft, target)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    fs.rmSync(draft, { force: true })
  }
}

/** Removes a lock judged stale, unless it changed meanwhile (another process took it over first). */
function removeStale(dataDir: string, lockPath: string, seen: LockRecord | null) {
  const takeoverPath = path.join(dataDir, TAKEOVER_FILE)
  const guard = ownRecord()
  if (!createExclusive(takeoverPath, guard)) {
    // Another process is taking over right now; its guard is removed at once unless that process died.
    const other = readRecord(takeoverPath)
    if (!other || !isLiveOwner(other)) fs.rmSync(takeoverPath, { force: true })
    return
  }
  try {
    const current = readRecord(lockPath)
    if (sameOwner(current, seen)) fs.rmSync(lockPath, { force: true })
  } finally {
    releaseIfOurs(takeoverPath, guard)
  }
}

function releaseIfOurs(file: string, record: LockRecord) {
  try {
    if (readRecord(file)?.instance === record.instance) fs.unlinkSync(file)
  } catch {
    // already gone: nothing to release
  }
}

const sameOwner = (a: LockRecord | null, b: LockRecord | null) =>
  a === null || b === null ? a === b : a.instance === b.instance && a.pid === b.pid

/** The lock's owner; a lock of an older server holds only a pid. Unreadable content is null (stale). */
function readRecord(file: string): LockRecord | null {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  if (/^\d+$/.test(text)) return { pid: Number(text), started: null, boot: null, instance: `pid:${text}` }
  try {
    const parsed = JSON.parse(text) as Partial<LockRecord>
    if (typeof parsed.pid !== 'number' || typeof parsed.instance !== 'string') return null
    return {
      pid: parsed.pid,
      started: typeof parsed.started === 'string' ? parsed.started : null,
      boot: typeof parsed.boot === 'string' ? parsed.boot : null,
      instance: parsed.instance,
    }
  } catch {
    return null
  }
}

function isLiveOwner(record: LockRecord): boolean {
  if (!Number.isInteger(record.pid) || record.pid <= 0 || !isAlive(record.pid)) return false
  const startedNow = startTimeOf(record.pid)
  // No /proc: a live pid is all there is to go on.
  if (startedNow === null) return true
  // An older server's lock (a bare pid): ours is a node process, an unrelated program is not.
  if (record.started === null) return isNodeProcess(record.pid)
  if (record.boot !== null && record.boot !== bootId()) return false
  return record.started === startedNow
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Field 22 of /proc/<pid>/stat; the name in field 2 may hold spaces and parentheses, so count after its last ')'. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function bootId(): string | null {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
  } catch {
    return null
  }
}

function isNodeProcess(pid: number): boolean {
  try {
    const executable = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\u0000')[0] ?? ''
    return /(^|\/)node(js)?(\d+)?$/.test(executable)
  } catch {
    return true
  }
}
