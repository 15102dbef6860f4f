import webpush from 'web-push'
import type { AppConfig } from '../../platform/config'
import type { Db } from '../../platform/db'
import { findVapidKeys, insertVapidKeysIfAbsent, type VapidKeys } from './push.repository'

/**
 * The VAPID key pair, made once and kept in the database (push_vapid_keys). The first caller in a
 * process loads or creates it; later callers share that promise. A failed load is forgotten so that
 * the next call tries again.
 */
export function createVapidKeyStore(db: Db, generate: () => VapidKeys = generateVapidKeys) {
  let loading: Promise<VapidKeys> | undefined
  return {
    get(): Promise<VapidKeys> {
      loading ??= (async () => (await findVapidKeys(db)) ?? insertVapidKeysIfAbsent(db, generate()))()
      loading.catch(() => {
        loading = undefined
      })
      return loading
    },
  }
}
export type VapidKeyStore = ReturnType<typeof createVapidKeyStore>

const stores = new WeakMap<Db, VapidKeyStore>()
/** The one store of a database handle, shared by the routes and the push.send job of a process. */
export function vapidKeysOf(db: Db): VapidKeyStore {
  let store = stores.get(db)
  if (!store) {
    store = createVapidKeyStore(db)
    stores.set(db, store)
  }
  return store
}

function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys()
}

/**
 * The VAPID `sub` claim: push services want an https: URL or a mailto: address to reach the sender.
 * The app's URL when it is https, otherwise the mail sender's address.
 */
export function vapidSubject(config: Pick<AppConfig, 'appUrl' | 'mailFrom'>): string {
  if (config.appUrl.startsWith('https://')) return config.appUrl
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom.trim()
  return `mailto:${address}`
}
