import { parentPort } from 'node:worker_threads'
import { type BadgeRenderJob, renderBadgesPdf } from './badge-render'

// Runs in a worker thread (badge-pdf.ts): lays out and compresses one PDF at a time, off the server's
// event loop, and hands the bytes back without a copy.
parentPort?.on('message', async (job: BadgeRenderJob) => {
  try {
    const pdf = await renderBadgesPdf(job)
    // A pooled small Buffer shares its ArrayBuffer with others: copy then, transfer only what is its own.
    const bytes = pdf.byteLength === pdf.buffer.byteLength ? new Uint8Array(pdf.buffer) : new Uint8Array(pdf)
    parentPort?.postMessage({ ok: true, bytes }, [bytes.buffer as ArrayBuffer])
  } catch (error) {
    parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) })
  }
})
