/**
 * The web build id the server announced over the realtime channel. Kept apart from the socket code so
 * that the update banner, which every page has (the sign-in page too), does not load Socket.IO.
 */
type Listener = () => void
let announced: string | null = null
const listeners = new Set<Listener>()

export const serverVersion = {
  get: (): string | null => announced,
  set(version: string | null): void {
    if (version === announced) return
    announced = version
    for (const listener of listeners) listener()
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
