import { Worker } from 'node:worker_threads'
import { workerEntry } from '../../platform/worker-entry'
import type { BadgeRenderJob } from './badge-render'

/** A print of thousands of badges takes seconds of CPU; beyond this the worker is stopped. */
const WORKER_TIMEOUT_MS = 5 * 60_000
const WORKER_HEAP_MB = 1024
/** Kept for the next print a while (starting one with tsx costs about a second), then ended. */
const WORKER_IDLE_MS = 60_000
/** PDFs made at once; more wait their turn (two cores: the other stays with the API). */
const PARALLEL_PRINTS = 1

type WorkerAnswer = { ok: true; bytes: Uint8Array } | { ok: false; message: string }

let running = 0
const waiting: (() => void)[] = []
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL_PRINTS) await new Promise<void>((resolve) => waiting.push(resolve))
  running++
  try {
    return await work()
  } finally {
    running--
    waiting.shift()?.()
  }
}

let idle: { worker: Worker; timer: NodeJS.Timeout } | null = null

function takeWorker(): Worker {
  if (idle) {
    const { worker, timer } = idle
    clearTimeout(timer)
    idle = null
    return worker
  }
  // TypeScript through tsx, or the worker's build when the server runs compiled (as sheet-upload.ts).
  const entry = workerEntry(import.meta.url, './badge-pdf-worker.ts')
  const worker = new Worker(entry.url, {
    execArgv: entry.execArgv,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  })
  worker.unref()
  return worker
}

function putBack(worker: Worker) {
  const timer = setTimeout(() => {
    if (idle?.worker === worker) idle = null
    void worker.terminate()
  }, WORKER_IDLE_MS)
  timer.unref()
  idle = { worker, timer }
}

function renderInWorker(job: BadgeRenderJob): Promise<Buffer> {
  const worker = takeWorker()
  return new Promise((resolve, reject) => {
    const finish = (answer: WorkerAnswer | Error, healthy: boolean) => {
      clearTimeout(deadline)
      worker.off('message', onMessage).off('error', onFailure).off('exit', onFailure)
      if (healthy) putBack(worker)
      else void worker.terminate()
      if (answer instanceof Error) reject(answer)
      else if (answer.ok)
        resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength))
      else reject(new Error(`badge PDF failed: ${answer.message}`))
    }
    const onMessage = (answer: WorkerAnswer) => finish(answer, true)
    const onFailure = (error: unknown) =>
      finish(error instanceof Error ? error : new Error(`badge PDF worker ended (${String(error)})`), false)
    const deadline = setTimeout(() => finish(new Error('badge PDF timed out'), false), WORKER_TIMEOUT_MS)
    worker.on('message', onMessage).on('error', onFailure).on('exit', onFailure)
    worker.postMessage(job)
  })
}

/**
 * The badges' PDF made in a worker thread (issue 22 item 4): 2,000 badges take seconds of layout and
 * compression, which on the main thread would stall every other request; one print at a time.
 */
export function renderBadgesInWorker(job: BadgeRenderJob): Promise<Buffer> {
  return inTurn(() => renderInWorker(job))
}
