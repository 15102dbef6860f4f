/**
 * What `i18next` is in the web form's build (vite.web-form.config.ts, decisions/0034): the part of
 * i18next the page uses, about 1 KB instead of 15 KB gzipped. The app and the unit tests keep i18next;
 * i18next.test.ts checks that this one gives the same text as i18next for every key of the page's
 * namespaces in both languages.
 *
 * What it does as i18next does with the app's options (shared/i18n/i18n.ts): nested keys with `.`,
 * a namespace before `:`, `{{name}}` and `{{a.b}}` filled unescaped (a value missing leaves the
 * placeholder), plurals by Intl.PluralRules with `_zero` for a count of 0 when the text has it, the
 * fallback language, the key itself when no language has the text, `languageChanged` events.
 * What it does not: formatters, nesting with $t(), context, returnObjects, backends. The page's texts
 * use none of them; a build that imports a name this module lacks fails.
 */

type Bundle = Record<string, unknown>
type Listener = (language: string) => void
export type TOptions = Record<string, unknown> & {
  lng?: string
  ns?: string | readonly string[]
  count?: number
}
export type TFunction = (key: string | readonly string[], options?: TOptions) => string

interface InitOptions {
  resources?: Record<string, Record<string, Bundle>>
  lng?: string
  fallbackLng?: string
  defaultNS?: string
}

const pluralRules = new Map<string, Intl.PluralRules>()
function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language)
    pluralRules.set(language, rules)
  }
  return rules.select(count)
}

function lookup(bundle: Bundle | undefined, key: string): unknown {
  let node: unknown = bundle
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Bundle)[part]
  }
  return node
}

function fill(text: string, values: TOptions): string {
  return text.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (placeholder, path: string) => {
    const value = lookup(values, path)
    return value === undefined || value === null ? placeholder : String(value)
  })
}

class Translator {
  isInitialized = false
  language = ''
  resolvedLanguage: string | undefined = undefined
  private store: Record<string, Record<string, Bundle>> = {}
  private fallback = ''
  private defaultNS = 'translation'
  private listeners = new Map<string, Set<Listener>>()

  use(_plugin: unknown): this {
    return this
  }

  init(options: InitOptions): Promise<TFunction> {
    for (const [language, bundles] of Object.entries(options.resources ?? {}))
      this.store[language] = { ...bundles }
    this.fallback = options.fallbackLng ?? ''
    this.defaultNS = options.defaultNS ?? this.defaultNS
    this.isInitialized = true
    this.setLanguage(options.lng ?? this.fallback)
    return Promise.resolve(this.t)
  }

  private setLanguage(language: string) {
    this.language = language
    this.resolvedLanguage = language
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.store[language]?.[namespace] !== undefined
  }

  addResourceBundle(language: string, namespace: string, bundle: Bundle): this {
    this.store[language] ??= {}
    this.store[language][namespace] = { ...this.store[language][namespace], ...bundle }
    return this
  }

  changeLanguage(language: string): Promise<TFunction> {
    if (language !== this.language) {
      this.setLanguage(language)
      for (const listener of this.listeners.get('languageChanged') ?? []) listener(language)
    }
    return Promise.resolve(this.t)
  }

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener)
    this.listeners.set(event, set)
    return this
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener)
    return this
  }

  /** The text for one key in one language and namespace, plural suffix first; undefined if none. */
  private find(language: string, namespace: string, key: string, options: TOptions): string | undefined {
    const bundle = this.store[language]?.[namespace]
    const keys: string[] = []
    if (typeof options.count === 'number') {
      if (options.count === 0) keys.push(`${key}_zero`)
      keys.push(`${key}_${pluralOf(language, options.count)}`)
    }
    keys.push(key)
    for (const candidate of keys) {
      const text = lookup(bundle, candidate)
      if (typeof text === 'string') return text
    }
    return undefined
  }

  t: TFunction = (key, options = {}) => {
    const keys = typeof key === 'string' ? [key] : key
    const language = options.lng ?? this.language
    const namespaces = options.ns === undefined ? [this.defaultNS] : [options.ns].flat()
    for (const full of keys) {
      const separator = full.indexOf(':')
      const [space, path] =
        separator > 0 ? [[full.slice(0, separator)], full.slice(separator + 1)] : [namespaces, full]
      for (const candidate of [language, this.fallback])
        for (const namespace of space) {
          const text = candidate ? this.find(candidate, namespace, path, options) : undefined
          if (text !== undefined) return fill(text, options)
        }
    }
    const last = keys.at(-1) ?? ''
    return last.includes(':') ? last.slice(last.indexOf(':') + 1) : last
  }

  getFixedT(language: string | null, namespace?: string | readonly string[]): TFunction {
    return (key, options = {}) =>
      this.t(key, { ...options, lng: options.lng ?? language ?? undefined, ns: options.ns ?? namespace })
  }
}

const i18next = new Translator()
export default i18next
