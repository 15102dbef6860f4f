import { createInstance } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { texts as en } from '../public-pages/web-form/web-form-texts-en'
import { texts as tr } from '../public-pages/web-form/web-form-texts-tr'
import small from './i18next'

/** Every text key of a bundle, plural forms folded into their base key (seatsLeft_one → seatsLeft). */
function keysOf(bundle: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  )
}

const OPTIONS = [
  {},
  { count: 0 },
  { count: 1 },
  { count: 7 },
  { name: 'Ada Yılmaz', date: '1 Ocak 2027', status: 'Onaylandı', count: 2, max: 3, min: 1, size: 10 },
]

const full = createInstance()
/** i18next's own t, its keys untyped: the test walks them. */
type LooseT = (key: string | string[], options?: object) => string
const fullT = (lng = 'tr', ns = 'common') => full.getFixedT(lng, ns as never) as unknown as LooseT

beforeAll(async () => {
  const options = {
    resources: { tr, en },
    lng: 'tr',
    fallbackLng: 'tr',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  }
  await full.init(options)
  await small.init({ resources: { tr }, lng: 'tr', fallbackLng: 'tr', defaultNS: 'common' })
  for (const [namespace, bundle] of Object.entries(en)) small.addResourceBundle('en', namespace, bundle)
})

describe('the web form build’s i18next (web-form-build/i18next.ts)', () => {
  for (const namespace of Object.keys(tr) as (keyof typeof tr)[]) {
    it(`gives i18next's text for every ${namespace} key, in both languages, with counts and values`, () => {
      const keys = [...new Set(keysOf(tr[namespace]))]
      expect(keys.length).toBeGreaterThan(10)
      for (const lng of ['tr', 'en'])
        for (const key of keys)
          for (const options of OPTIONS) {
            const fixed = fullT(lng, namespace)
            expect(small.getFixedT(lng, namespace)(key, options), `${lng} ${namespace}:${key}`).toBe(
              fixed(key, options),
            )
          }
    })
  }

  it('reads a namespace before ":", falls back to the key and follows the page language', async () => {
    for (const key of ['webForm:language', 'common:errors.network', 'webForm:nope.missing', 'missing'])
      expect(small.t(key)).toBe(fullT()(key))
    expect(small.t(['missing', 'common:appName'])).toBe(fullT()(['missing', 'common:appName']))
    const seen: string[] = []
    small.on('languageChanged', (language) => seen.push(language))
    await small.changeLanguage('en')
    await full.changeLanguage('en')
    expect(small.t('webForm:submit')).toBe(fullT('en')('webForm:submit'))
    expect(small.language).toBe('en')
    expect(seen).toEqual(['en'])
    await small.changeLanguage('tr')
    await full.changeLanguage('tr')
  })

  it('falls back to Turkish for a text English lacks and leaves an unknown placeholder', () => {
    small.addResourceBundle('tr', 'probe', { only: 'Yalnız {{who}}', both: '{{a.b}} ve {{missing}}' })
    small.addResourceBundle('en', 'probe', { both: '{{a.b}} and {{missing}}' })
    expect(small.t('probe:only', { lng: 'en', who: 'biz' })).toBe('Yalnız biz')
    expect(small.t('probe:both', { lng: 'en', a: { b: 'X' } })).toBe('X and {{missing}}')
  })
})
