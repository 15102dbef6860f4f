import { describe, expect, it } from 'vitest'
import { createPublicPageCache } from './public-page-cache'

const page = (text: string) => async () => Buffer.from(text)

describe('createPublicPageCache', () => {
  it('shares one load between the requests of its time to live, until cleared', async () => {
    const cache = createPublicPageCache(60_000)
    let loads = 0
    const load = async () => {
      loads++
      return Buffer.from(`answer ${loads}`)
    }
    const answers = await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])
    expect(answers.map(String)).toEqual(['answer 1', 'answer 1', 'answer 1'])
    expect(String(await cache.get('b', load))).toBe('answer 2')
    cache.clear()
    expect(String(await cache.get('a', load))).toBe('answer 3')
  })

  it('does not keep a failed load, and keeps nothing at 0', async () => {
    const cache = createPublicPageCache(60_000)
    await expect(cache.get('a', () => Promise.reject(new Error('404')))).rejects.toThrow('404')
    expect(String(await cache.get('a', page('found')))).toBe('found')
    const off = createPublicPageCache(0)
    expect(String(await off.get('a', page('one')))).toBe('one')
    expect(String(await off.get('a', page('two')))).toBe('two')
    expect(off.size).toBe(0)
  })

  it('holds at most 500 answers however many forms are opened', async () => {
    const cache = createPublicPageCache(60_000)
    for (let i = 0; i < 2_000; i++) await cache.get(`form-${i}`, page(`form ${i}`))
    expect(cache.size).toBe(500)
    // The newest are kept, the oldest went first.
    expect(String(await cache.get('form-1999', page('again')))).toBe('form 1999')
    expect(String(await cache.get('form-0', page('again')))).toBe('again')
  })
})
