import { Worker } from 'node:worker_threads'
import { type FieldMessage, FieldValidationError } from '../errors'
import { workerEntry } from '../worker-entry'
import type { SheetLimits, SheetReadResult } from '../xlsx'
import type { SheetJob } from './sheet-worker'
import {
  ARCHIVE_LIMITS,
  ARCHIVE_MAX_ENTRIES,
  ARCHIVE_MAX_UNPACKED_MB,
  checkZipBounds,
  type ZipCheck,
} from './zip-bounds'

/** The longest cell an uploaded sheet may hold: what the import and checklist rows accept per cell. */
export const SHEET_MAX_CELL_CHARS = 2000
/** A worker that needs more than this to read a sheet of at most 50 MB is stopped, not the server. */
const WORKER_HEAP_MB = 512
const WORKER_TIMEOUT_MS = 30_000
/** An idle worker is kept this long for the next sheet (starting one costs about a second), then ends. */
const WORKER_IDLE_MS = 60_000
/** Sheets read at once; more wait their turn (two cores, and each worker may take WORKER_HEAP_MB). */
const PARALLEL_READS = 2

type WorkerAnswer = SheetReadResult | { ok: false; reason: 'too_complex' }
type Refusal = Exclude<WorkerAnswer | ZipCheck, { ok: true }>

let running = 0
const waiting: (() => void)[] = []
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL_READS) await new Promise<void>((resolve) => waiting.push(resolve))
  running++
  try {
    return await work()
  } finally {
    running--
    waiting.shift()?.()
  }
}

const idle = new Map<Worker, NodeJS.Timeout>()

/** A worker from sheet-worker.ts through tsx, or from its build when the server runs compiled. */
function startWorker(): Worker {
  const entry = workerEntry(import.meta.url, './sheet-worker.ts')
  const worker = new Worker(entry.url, {
    execArgv: entry.execArgv,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  })
  // An idle worker never keeps the process from exiting.
  worker.unref()
  return worker
}

function takeWorker(): Worker {
  const [worker, timer] = idle.entries().next().value ?? []
  if (!worker) return startWorker()
  clearTimeout(timer)
  idle.delete(worker)
  return worker
}

function putBack(worker: Worker) {
  const timer = setTimeout(() => {
    idle.delete(worker)
    void worker.terminate()
  }, WORKER_IDLE_MS)
  timer.unref()
  idle.set(worker, timer)
}

/**
 * Reads one sheet in a worker thread with its own heap limit and a deadline: the server keeps answering
 * meanwhile, and a sheet that would take too much memory or time ends that worker, not the process.
 */
function readInWorker(job: SheetJob): Promise<WorkerAnswer> {
  const worker = takeWorker()
  return new Promise((resolve) => {
    const finish = (answer: WorkerAnswer, healthy: boolean) => {
      clearTimeout(deadline)
      worker.off('message', onMessage).off('error', onFailure).off('exit', onFailure)
      if (healthy) putBack(worker)
      else void worker.terminate()
      resolve(answer)
    }
    const onMessage = (answer: WorkerAnswer) => finish(answer, true)
    const onFailure = () => finish({ ok: false, reason: 'too_complex' }, false)
    const deadline = setTimeout(onFailure, WORKER_TIMEOUT_MS)
    worker.on('message', onMessage).on('error', onFailure).on('exit', onFailure)
    worker.postMessage(job)
  })
}

const thousands = (value: number) => value.toLocaleString('tr-TR')

function messageOf(answer: Refusal, limits: SheetLimits): FieldMessage {
  switch (answer.reason) {
    case 'too_many_entries':
      return { key: 'archive_too_many_entries', params: { max: thousands(ARCHIVE_MAX_ENTRIES) } }
    case 'too_large_unpacked':
      return { key: 'archive_too_large_unpacked', params: { max: ARCHIVE_MAX_UNPACKED_MB } }
    case 'too_many_rows':
      return { key: 'import_too_many_rows', params: { max: thousands(limits.maxRows) } }
    case 'too_many_columns':
      return { key: 'import_too_many_columns', params: { max: limits.maxColumns } }
    case 'cell_too_long':
      return {
        key: 'import_cell_too_long',
        params: { cell: answer.cell, max: thousands(limits.maxCellChars ?? SHEET_MAX_CELL_CHARS) },
      }
    case 'too_complex':
      return { key: 'import_too_complex' }
    default:
      return { key: 'import_not_xlsx' }
  }
}

/**
 * The first sheet of an uploaded .xlsx as rows of texts (platform/xlsx.ts readFirstSheet), read within
 * bounds: the archive's entries and inflated size before anything is inflated, then rows, columns and
 * cell length. Anything past a bound answers 422 on `file`, naming the bound.
 */
export async function readSheetUpload(bytes: Buffer, limits: SheetLimits): Promise<string[][]> {
  const sheet = { maxCellChars: SHEET_MAX_CELL_CHARS, ...limits }
  // The archive's bounds are read here, before a worker is taken: a bomb costs milliseconds.
  const bounds = await checkZipBounds(bytes, ARCHIVE_LIMITS)
  if (!bounds.ok) throw FieldValidationError.of('file', messageOf(bounds, sheet))
  const answer = await inTurn(() => readInWorker({ bytes, limits: sheet }))
  if (!answer.ok) throw FieldValidationError.of('file', messageOf(answer, sheet))
  return answer.rows
}
