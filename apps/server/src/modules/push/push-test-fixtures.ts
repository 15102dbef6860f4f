import type { SQL } from 'drizzle-orm'
import type { Db } from '../../platform/db'

/** A subscription as `PushSubscription.toJSON()` gives it (keys from web-push's own tests' format). */
export function fakeSubscription(id: string) {
  return {
    endpoint: `https://push.example.test/send/${id}`,
    expirationTime: null,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  }
}

/** Rows of a raw query: both drivers answer with `{ rows }`, which the shared Db type leaves unknown. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}
