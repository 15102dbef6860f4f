/*
 * Test support: a small reader of iCalendar text (RFC 5545), as a calendar program reads a feed or an
 * invitation: lines unfolded, properties split from their parameters, TEXT values unescaped. Just what
 * the tests compare (events and their properties); not used by the app.
 */

export interface IcsProperty {
  params: Record<string, string>
  value: string
}

/** One component (VEVENT ...): its properties by name, each name with every occurrence in order. */
export type IcsComponent = Map<string, IcsProperty[]>

/** Lines of the text with folded continuations joined (a line break followed by a space or a tab). */
function unfold(text: string): string[] {
  return text
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter((line) => line.length > 0)
}

/** The name, the parameters and the value of one content line (a colon inside quotes is not the split). */
function contentLine(line: string): { name: string } & IcsProperty {
  let quoted = false
  let split = -1
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]
    if (char === '"') quoted = !quoted
    else if (char === ':' && !quoted) {
      split = index
      break
    }
  }
  const head = split === -1 ? line : line.slice(0, split)
  const [name = '', ...params] = head.split(';')
  return {
    name: name.toUpperCase(),
    params: Object.fromEntries(
      params.map((param) => {
        const at = param.indexOf('=')
        return [param.slice(0, at).toUpperCase(), param.slice(at + 1).replace(/^"|"$/g, '')]
      }),
    ),
    value: split === -1 ? '' : line.slice(split + 1),
  }
}

/** A TEXT value as written before escaping: `\n` a line break, `\,` `\;` `\\` themselves. */
export function unescapeText(value: string): string {
  return value.replace(/\\([nN,;\\])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char))
}

/** Every component of a kind (`VEVENT`), in order; nested components are left out of their parent. */
export function icsComponents(text: string, kind = 'VEVENT'): IcsComponent[] {
  const found: IcsComponent[] = []
  const stack: { name: string; props: IcsComponent }[] = []
  for (const line of unfold(text)) {
    const { name, params, value } = contentLine(line)
    if (name === 'BEGIN') stack.push({ name: value.toUpperCase(), props: new Map() })
    else if (name === 'END') {
      const done = stack.pop()
      if (done?.name === kind.toUpperCase()) found.push(done.props)
    } else {
      const props = stack.at(-1)?.props
      if (!props) continue
      props.set(name, [...(props.get(name) ?? []), { params, value }])
    }
  }
  return found
}

/** The first value of a property, TEXT-unescaped; undefined when the component has none. */
export function icsText(component: IcsComponent, name: string): string | undefined {
  const value = component.get(name.toUpperCase())?.[0]?.value
  return value === undefined ? undefined : unescapeText(value)
}
