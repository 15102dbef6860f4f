import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { enResources, trResources } from './resources'
import { staffEnResources, staffTrResources } from './staff-resources'

type Tree = { [key: string]: string | Tree }

/** Every string of a namespace tree as [dotted key, text]. */
function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  )
}

const en = { ...enResources, ...staffEnResources } as unknown as Record<string, Tree>
const tr = { ...trResources, ...staffTrResources } as unknown as Record<string, Tree>

/**
 * Texts where `{{count}}` is a bare number, not a number of something: nothing to agree with
 * ("+3", "See all (3)", "3/5", "Notifications (3 unread)", "Up to 10 files").
 */
const BARE_COUNTS = new Set([
  'shell:header.notificationsUnread',
  'shell:online.more',
  'messenger:openUnread',
  'messenger:unread',
  'tasks:board.moreResponsibles',
  'projects:files.hint',
  'home:seeAll',
  'bizdev:board.more',
  'approvals:step.progress',
])

describe('plurals (issue 19 item 10)', () => {
  const counted = Object.entries(en).flatMap(([namespace, tree]) =>
    entries(tree)
      .filter(([, text]) => text.includes('{{count}}'))
      .map(([key]) => `${namespace}:${key}`),
  )

  it('gives every English text with a count its _one and _other forms, in both languages', () => {
    expect(counted.length).toBeGreaterThan(10)
    const missing: string[] = []
    for (const id of counted) {
      const [namespace = '', key = ''] = id.split(':')
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '')
      if (base === key && BARE_COUNTS.has(id)) continue
      const keysOf = (resources: Record<string, Tree>) =>
        new Set(entries(resources[namespace] ?? {}).map(([k]) => k))
      for (const [lang, resources] of [
        ['en', en],
        ['tr', tr],
      ] as const) {
        const keys = keysOf(resources)
        if (!keys.has(`${base}_one`) || !keys.has(`${base}_other`))
          missing.push(`${lang} ${namespace}:${base}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('says "1 opportunity" and "2 opportunities", "1 row found" and "3 rows found"', async () => {
    const i18n = i18next.createInstance()
    await i18n.init({ lng: 'en', resources: { en: en as never, tr: tr as never }, initAsync: false })
    expect(i18n.t('bizdev:board.count', { count: 1 })).toBe('1 opportunity')
    expect(i18n.t('bizdev:board.count', { count: 2 })).toBe('2 opportunities')
    expect(i18n.t('crm:import.rowsFound', { count: 1 })).toBe('1 row found.')
    expect(i18n.t('crm:import.rowsFound', { count: 3 })).toBe('3 rows found.')
    await i18n.changeLanguage('tr')
    expect(i18n.t('bizdev:board.count', { count: 1 })).toBe('1 iş fırsatı')
  })
})
