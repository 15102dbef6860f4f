/**
 * The browser's half of the captcha (altcha-lib's SHA-256 proof of work, server: webform-captcha.ts):
 * the first counter n whose SHA-256(salt ‖ nonce ‖ n as 4 big-endian bytes) starts with the hex key
 * prefix. Worked in a Web Worker when the browser has one (captcha.worker.ts), otherwise here in
 * chunks that give the page back between them, so it stays responsive either way.
 */

export interface CaptchaWork {
  salt: string
  nonce: string
  key_prefix: string
}

export interface CaptchaSolution {
  counter: number
  derivedKey: string
}

const CHUNK = 200
const MAX_COUNTER = 0xffffffff

function hexBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return out
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** Tries counters from..to-1; the solution or null. Shared by the worker and the main thread. */
export async function searchCounters(
  work: CaptchaWork,
  from: number,
  to: number,
): Promise<CaptchaSolution | null> {
  const salt = hexBytes(work.salt)
  const nonce = hexBytes(work.nonce)
  const data = new Uint8Array(salt.length + nonce.length + 4)
  data.set(salt, 0)
  data.set(nonce, salt.length)
  const view = new DataView(data.buffer)
  const prefix = work.key_prefix.toLowerCase()
  for (let counter = from; counter < to && counter <= MAX_COUNTER; counter++) {
    view.setUint32(salt.length + nonce.length, counter, false)
    const key = toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', data)))
    if (key.startsWith(prefix)) return { counter, derivedKey: key }
  }
  return null
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function solveHere(work: CaptchaWork, signal?: AbortSignal): Promise<CaptchaSolution> {
  for (let from = 0; from <= MAX_COUNTER; from += CHUNK) {
    if (signal?.aborted) throw new Error('aborted')
    const found = await searchCounters(work, from, from + CHUNK)
    if (found) return found
    await pause()
  }
  throw new Error('unsolved')
}

function solveInWorker(work: CaptchaWork, signal?: AbortSignal): Promise<CaptchaSolution> {
  const worker = new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' })
  return new Promise<CaptchaSolution>((resolve, reject) => {
    const stop = () => {
      worker.terminate()
      reject(new Error('aborted'))
    }
    signal?.addEventListener('abort', stop, { once: true })
    worker.onmessage = (event: MessageEvent<CaptchaSolution | null>) => {
      signal?.removeEventListener('abort', stop)
      worker.terminate()
      if (event.data) resolve(event.data)
      else reject(new Error('unsolved'))
    }
    worker.onerror = () => {
      signal?.removeEventListener('abort', stop)
      worker.terminate()
      // A worker the browser would not start: the main thread does the work.
      solveHere(work, signal).then(resolve, reject)
    }
    worker.postMessage(work)
  })
}

export function solveCaptchaWork(work: CaptchaWork, signal?: AbortSignal): Promise<CaptchaSolution> {
  if (!globalThis.crypto?.subtle) return Promise.reject(new Error('no crypto'))
  return typeof Worker === 'function' ? solveInWorker(work, signal) : solveHere(work, signal)
}
