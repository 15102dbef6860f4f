import v8 from 'node:v8'
import vm from 'node:vm'

/**
 * Gives a burst's memory back once the server is idle (decisions/0021, "Memory after a burst").
 *
 * Under load V8 grows the heap to hold the requests in flight and the garbage between collections. When
 * the traffic stops, nothing allocates any more, so no collection runs and the heap keeps its peak size
 * for ever: on PostgreSQL the soak left the process 300 MB above its start after a minute idle, most of
 * it heap that held dead objects. One full collection after the traffic stops shrinks it back.
 *
 * It runs only when both hold: no request has started or ended for `idleMs`, and the heap has grown by
 * `growthBytes` since the last collection (so a quiet server that answers a request now and then never
 * pays for a full collection).
 */
export interface IdleCollector {
  /** Called as each request starts and ends. */
  touch(): void
  stop(): void
}

export interface IdleCollectorOptions {
  idleMs: number
  growthBytes: number
  collect?: () => void
  heapBytes?: () => number
  now?: () => number
}

export function collectWhenIdle(options: IdleCollectorOptions): IdleCollector {
  const collect = options.collect ?? fullCollection()
  const heapBytes = options.heapBytes ?? (() => v8.getHeapStatistics().total_heap_size)
  const now = options.now ?? Date.now
  let lastActivity = now()
  let active = false
  let heapAfterCollection = heapBytes()
  const timer = setInterval(
    () => {
      if (!active || now() - lastActivity < options.idleMs) return
      active = false
      if (heapBytes() - heapAfterCollection < options.growthBytes) return
      collect()
      heapAfterCollection = heapBytes()
    },
    Math.max(Math.floor(options.idleMs / 2), 1),
  )
  timer.unref()
  return {
    touch() {
      lastActivity = now()
      active = true
    },
    stop() {
      clearInterval(timer)
    },
  }
}

/**
 * Gives back what a burst left: V8's "last resort" collection, the one V8 runs itself before it gives up
 * on memory. A plain full collection frees the burst's dead objects but keeps its pages: those the few
 * survivors pin, and the freed ones V8 pools for reuse, still resident. The last-resort one compacts every
 * space and returns the pool to the system. After a soak on PostgreSQL a plain collection took the process
 * from 750 to 717 MB resident (407 at the start), and the last-resort one to 322 MB; in a script holding 8
 * MB alive on a 350 MB heap (Node 24), a plain one left 189 MB of heap and 380 MB resident, the last-resort
 * one 10 and 66 MB (decisions/0021). It costs a fraction of a second of one core, paid only when idle.
 *
 * `--expose-gc` at start is not needed (the compiled start, `npm run dev` and the benches would each have
 * to pass it): the flag is set at run time and the function read from a fresh context, where V8 installs
 * it.
 */
export function fullCollection(): () => void {
  const gc = ((globalThis as { gc?: V8Gc }).gc ?? exposeGc()) as V8Gc
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
}

type V8Gc = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void

function exposeGc(): V8Gc {
  v8.setFlagsFromString('--expose-gc')
  return vm.runInNewContext('gc') as V8Gc
}
