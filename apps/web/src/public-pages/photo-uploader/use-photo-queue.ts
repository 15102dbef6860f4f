import type { Locale } from '@ajanda/contracts/common/locale'
import { useCallback, useEffect, useRef, useState } from 'react'
import { UploadRefused, uploadInChunks } from './chunked-upload'
import { heicToJpeg, isHeicFile } from './heic-to-jpeg'

/** Files sent at once: a phone's connection is shared, and each file shows its own progress. */
export const PARALLEL_UPLOADS = 3

export type ItemStatus = 'waiting' | 'converting' | 'uploading' | 'retrying' | 'done' | 'failed'
export interface QueueItem {
  id: number
  name: string
  size: number
  status: ItemStatus
  received: number
  error: string | null
}

interface QueueOptions {
  code: string
  locale: Locale
  chunkBytes: number
  /** A photo was stored: the page reloads what the link has left. */
  onStored(): void
  /** The link was revoked (410) or is unknown (404): every upload stops. */
  onStopped(message: string): void
  /** Shown under a HEIC photo the browser could not make a JPEG. */
  heicFailed: string
}

/** A HEIC photo that could not be made a JPEG (heic-to-jpeg.ts): the item shows the page's sentence. */
class ConversionFailed extends Error {}

/**
 * The upload page's queue: files wait, PARALLEL_UPLOADS go at a time in chunks (chunked-upload.ts), each
 * with its own progress and status; a refused one shows the server's sentence and can be tried again.
 */
export function usePhotoQueue(options: QueueOptions) {
  const [items, setItems] = useState<QueueItem[]>([])
  const files = useRef(new Map<number, File>())
  const running = useRef(new Set<number>())
  const stopped = useRef(false)
  const nextId = useRef(1)
  const latest = useRef(options)
  latest.current = options

  const patch = useCallback((id: number, change: Partial<QueueItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)))
  }, [])

  const run = useCallback(
    async (id: number) => {
      let file = files.current.get(id)
      if (!file) return
      const { code, locale, chunkBytes } = latest.current
      try {
        if (isHeicFile(file)) {
          // Made a JPEG once, before the first chunk: a retry sends the JPEG kept in `files`.
          patch(id, { status: 'converting', error: null })
          const original = file
          file = await heicToJpeg(original).catch(() => {
            throw new ConversionFailed(latest.current.heicFailed)
          })
          files.current.set(id, file)
          patch(id, { size: file.size })
        }
        patch(id, { status: 'uploading', error: null })
        await uploadInChunks(code, file, locale, chunkBytes, {
          onProgress: (received) => patch(id, { received }),
          onRetrying: (retrying) => patch(id, { status: retrying ? 'retrying' : 'uploading' }),
        })
        patch(id, { status: 'done', received: file.size })
        files.current.delete(id)
        latest.current.onStored()
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        patch(id, { status: 'failed', error: message })
        if (error instanceof UploadRefused && (error.status === 410 || error.status === 404)) {
          stopped.current = true
          latest.current.onStopped(message)
        }
      } finally {
        running.current.delete(id)
        setItems((list) => [...list])
      }
    },
    [patch],
  )

  // Starts waiting files while fewer than PARALLEL_UPLOADS run.
  useEffect(() => {
    if (stopped.current) return
    for (const item of items) {
      if (running.current.size >= PARALLEL_UPLOADS) break
      if (item.status !== 'waiting' || running.current.has(item.id)) continue
      running.current.add(item.id)
      void run(item.id)
    }
  }, [items, run])

  const add = useCallback((chosen: File[], refuse: (file: File) => string | null) => {
    const added = chosen.map((file) => {
      const id = nextId.current++
      const problem = refuse(file)
      if (!problem) files.current.set(id, file)
      return {
        id,
        name: file.name,
        size: file.size,
        status: problem ? 'failed' : 'waiting',
        received: 0,
        error: problem,
      } satisfies QueueItem
    })
    setItems((list) => [...list, ...added])
  }, [])

  const retry = useCallback((id: number) => {
    if (files.current.has(id))
      setItems((list) => list.map((item) => (item.id === id ? { ...item, status: 'waiting' } : item)))
  }, [])

  const remove = useCallback((id: number) => {
    files.current.delete(id)
    setItems((list) => list.filter((item) => item.id !== id))
  }, [])

  return { items, add, retry, remove, canRetry: (id: number) => files.current.has(id) && !stopped.current }
}
