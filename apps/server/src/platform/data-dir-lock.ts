import fs from 'node:fs'
import path from 'node:path'

/**
 * PGlite has one connection and no lock of its own: two processes on one data dir would corrupt it.
 * A lock file with our pid, created atomically, keeps a second process out; a stale lock (dead pid) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, 'ajanda.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx')
      fs.writeSync(fd, String(process.pid))
      fs.closeSync(fd)
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath)
        } catch {
          // already gone: nothing to release
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim())
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The data directory ${dataDir} is in use by process ${holder}. Stop it, or set DATA_DIR to another folder.`,
        )
      }
      fs.unlinkSync(lockPath)
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
