import type { Session } from './bench-harness'

/**
 * Beside a measured load: the team lead edits one of their team's open tasks every `everyMs` (its
 * priority, through PUT /tasks/{id}), as a colleague would. Each edit makes the company's kept calendar
 * months and board pages stale (calendar/changed), so the next read of each builds it again: the
 * figures then include those rebuilds, not only kept answers. Answers the function that stops it.
 */
export function editATaskEvery(everyMs: number, as: string) {
  return (base: string, sessions: ReadonlyMap<string, Session>) => {
    const session = sessions.get(as)
    if (!session) throw new Error(`no session for ${as}`)
    const headers = { ...session.headers, 'content-type': 'application/json' }
    let stopped = false
    let edits = 0
    const running = (async () => {
      const page = await fetch(`${base}/api/v1/tasks?type=team&per_page=1`, { headers: session.headers })
      const id = ((await page.json()) as { tasks: { data: { id: number }[] } }).tasks.data[0]?.id
      if (!id) throw new Error('no open task of the team to edit')
      while (!stopped) {
        const answer = await fetch(`${base}/api/v1/tasks/${id}`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ priority: ++edits % 3 }),
        })
        if (!answer.ok) throw new Error(`PUT /tasks/${id}: ${answer.status} ${await answer.text()}`)
        await new Promise((resolve) => setTimeout(resolve, everyMs))
      }
    })()
    return async () => {
      stopped = true
      await running
    }
  }
}
