import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { queryRows } from './push-test-fixtures'
import { createVapidKeyStore, vapidSubject } from './vapid-keys'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(async () => {
  await testApp?.close()
})

const storedKeys = () =>
  queryRows<{ public_key: string; private_key: string }>(
    testApp.database.db,
    sql`select public_key, private_key from push_vapid_keys`,
  )

describe('VAPID keys', () => {
  it('are made on the first start and read back, not made again, on the next', async () => {
    // The app under test has started once: its pair is stored.
    const [first] = await storedKeys()
    expect(first).toMatchObject({ public_key: expect.any(String), private_key: expect.any(String) })
    let generated = 0
    const restarted = createVapidKeyStore(testApp.database.db, () => {
      generated++
      return { publicKey: 'new-public', privateKey: 'new-private' }
    })
    const keys = await restarted.get()
    expect(generated).toBe(0)
    expect(keys).toEqual({ publicKey: first?.public_key, privateKey: first?.private_key })
  })

  it('two processes starting together on an empty table agree on one pair', async () => {
    await testApp.database.db.execute(sql`delete from push_vapid_keys`)
    let counter = 0
    const generate = () => {
      counter++
      return { publicKey: `public-${counter}`, privateKey: `private-${counter}` }
    }
    const stores = [
      createVapidKeyStore(testApp.database.db, generate),
      createVapidKeyStore(testApp.database.db, generate),
    ]
    const [a, b] = await Promise.all(stores.map((store) => store.get()))
    expect(a).toEqual(b)
    expect(await storedKeys()).toHaveLength(1)
    // A store asks the database once; later calls share the answer.
    expect(await stores[0]?.get()).toBe(a)
  })
})

describe('vapidSubject', () => {
  it('is the https app URL, otherwise the mail sender as mailto:', () => {
    expect(vapidSubject({ appUrl: 'https://ajanda.example.com', mailFrom: 'x@y.z' })).toBe(
      'https://ajanda.example.com',
    )
    expect(
      vapidSubject({ appUrl: 'http://localhost:3000', mailFrom: 'Ajanda <no-reply@ajanda.local>' }),
    ).toBe('mailto:no-reply@ajanda.local')
    expect(vapidSubject({ appUrl: 'http://localhost:3000', mailFrom: 'ops@ajanda.local' })).toBe(
      'mailto:ops@ajanda.local',
    )
  })
})
