import { parentPort } from 'node:worker_threads'
import { readFirstSheet, type SheetLimits } from '../xlsx'

/** What platform/uploads/sheet-upload.ts posts this worker: an archive already within its bounds. */
export interface SheetJob {
  bytes: Uint8Array
  limits: SheetLimits
}

// Runs in a worker thread: inflates and reads one workbook at a time, off the server's event loop.
parentPort?.on('message', async (job: SheetJob) => {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength)
  parentPort?.postMessage(await readFirstSheet(bytes, job.limits))
})
