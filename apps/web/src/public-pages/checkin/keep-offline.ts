/**
 * Registers the app's service worker (/sw.js, which also carries web push) and, once it controls the
 * page, asks it to keep this page's address and the /assets/ files already loaded: the first visit's
 * files were fetched before the worker existed. After that the page opens without a network.
 */
export async function keepPageOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' })
    const ready = await navigator.serviceWorker.ready
    const assets = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(`${location.origin}/assets/`))
    ;(navigator.serviceWorker.controller ?? ready.active)?.postMessage({
      type: 'keep-offline',
      urls: [location.href.split('#')[0], ...new Set(assets)],
    })
  } catch {
    // No worker (a private window, an old browser): the page still works while it stays open.
  }
}
