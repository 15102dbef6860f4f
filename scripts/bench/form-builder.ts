// The page functions below run in Chromium: they need the DOM's types.
/// <reference lib="dom" />
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import type { Page } from 'playwright'
import { signIn, withBenchServer } from './bench-harness'
import {
  builtWebApp,
  desktopContext,
  median,
  percentile,
  signInThroughTheForm,
  withChromium,
} from './browser'
import {
  FORMS_BENCH_CODE,
  FORMS_BENCH_FIELDS,
  FORMS_BENCH_SECTIONS,
  FORMS_PASSWORD,
  FORMS_TEAM_LEAD,
} from './forms-seed-accounts'

/**
 * `npm run bench:form-builder` (part of `npm run bench`), issue 20 item 8 (browser part): the form
 * builder `/project/{code}/reg-form/{id}` in Chromium, on the bench:forms data set (forms-seed.ts: a
 * published registration form of 40 sections and 300 fields on PostgreSQL), served with the built web
 * app, signed in as the project's responsible (a TEAM-scope lead).
 *
 * 1. Render: navigation start → every section and every field on the page. The signal is the last
 *    section's last field row (`form-field-{id}`) in the DOM with its title, then the frame that draws it
 *    (an init script's MutationObserver, then requestAnimationFrame and the task after it, marks
 *    'form-builder-ready'; React commits the sections in one go, and the bench checks after each load
 *    that 40 section cards and 300 field rows are there), or the splash's hiding ('startup-ready',
 *    authenticated-layout) when that comes later. Target: the median of BENCH_RENDERS
 *    loads (default 5) under 1 s; the max is printed too.
 * 2. A field edit: the first field's detail panel (Alan Bilgileri, "Başlık (TR)"), one character typed
 *    (a letter, then Backspace, in turn), timed in the page's clock:
 *    - keystroke (a capture keydown listener) → the saved state shown (SavedState's data-state turning
 *      'saved', "Alan bilgileri güncellendi. HH:MM", then the next animation frame): the total,
 *      including the autosave's debounce (AUTOSAVE_DELAY_MS, 400 ms, use-autosave.ts);
 *    - request start (the PUT /form/field/{id}'s Resource Timing startTime, i.e. when the debounced save
 *      called fetch; page.on('request') checks each edit sent exactly one PUT) → the answer (responseEnd)
 *      → the saved state on the next frame.
 *    The 150 ms target is checked against request start → saved on screen (p99 of BENCH_EDITS edits,
 *    default 20): the debounce is a deliberate wait for the typing to pause, not work, and the issue's
 *    "a field edit reaches the server and shows saved" is the save's round trip plus the page's update
 *    (the cached form patched, the builder re-rendered, the panel's state). The total is printed beside.
 */
const RENDER_TARGET_MS = 1000
const EDIT_TARGET_MS = 150
const RENDERS = Number(process.env.BENCH_RENDERS ?? 5)
const EDITS = Number(process.env.BENCH_EDITS ?? 20)

/**
 * Installed in every document before the app's scripts: marks 'form-builder-ready' once the last
 * field's row is in the DOM with its title. Plain JavaScript (tsx would give a function __name calls).
 */
function readyScript(lastFieldId: number, lastTitle: string): string {
  const selector = JSON.stringify(`[data-testid="form-field-${lastFieldId}"]`)
  return `(() => {
    if (!location.pathname.includes('-form/')) return
    new MutationObserver((_, observer) => {
      const row = document.querySelector(${selector})
      if (!row || !row.textContent.includes(${JSON.stringify(lastTitle)})) return
      observer.disconnect()
      // The frame that draws it: its style, layout and paint done, the next task.
      requestAnimationFrame(() => setTimeout(() => performance.mark('form-builder-ready')))
    }).observe(document, { childList: true, subtree: true })
  })()`
}

interface RenderTiming {
  total: number
  ready: number
  splash: number
  /** GET /form/{id} within the load. */
  detailStart: number
  detailEnd: number
}

async function measureRender(page: Page, url: string, formId: number): Promise<RenderTiming> {
  await page.goto('about:blank')
  await page.goto(url)
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('form-builder-ready').length > 0 &&
      performance.getEntriesByName('startup-ready').length > 0,
    null,
    { timeout: 60_000 },
  )
  const timing = await page.evaluate((id) => {
    const ready = performance.getEntriesByName('form-builder-ready')[0]?.startTime ?? Number.NaN
    const splash = performance.getEntriesByName('startup-ready')[0]?.startTime ?? 0
    const detail = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes(`/api/v1/form/${id}?`)) as PerformanceResourceTiming | undefined
    return {
      total: Math.max(ready, splash),
      ready,
      splash,
      detailStart: detail?.startTime ?? Number.NaN,
      detailEnd: detail?.responseEnd ?? Number.NaN,
      sections: document.querySelectorAll('[data-testid^="form-section-"]').length,
      fields: document.querySelectorAll('[data-testid^="form-field-"]').length,
    }
  }, formId)
  if (timing.sections !== FORMS_BENCH_SECTIONS || timing.fields !== FORMS_BENCH_FIELDS)
    throw new Error(`the builder shows ${timing.sections} sections and ${timing.fields} fields`)
  return timing
}

interface EditTiming {
  /** Keystroke → the saved state on the next frame (debounce included). */
  total: number
  /** The PUT's start (fetch called after the debounce) → the saved state on the next frame. */
  request: number
  /** The PUT's start → its answer's end. */
  roundTrip: number
  /** The answer's end → the saved state on the next frame (the page's own work). */
  page: number
}

/** One title keystroke at a time, each waited out until the panel shows it saved. */
async function measureEdits(page: Page, field: { id: number }, count: number): Promise<EditTiming[]> {
  await page
    .getByTestId(`form-field-${field.id}`)
    .getByRole('button', { name: /alanını düzenle$/ })
    .click()
  const panel = page.getByRole('region', { name: /alanının ayrıntıları$/ })
  const title = panel.getByRole('textbox', { name: 'Başlık (TR)', exact: true })
  await title.click()
  await page.keyboard.press('End')
  const puts: string[] = []
  const onRequest = (request: { method(): string; url(): string }) => {
    if (request.url().includes(`/api/v1/form/field/${field.id}?`)) puts.push(request.method())
  }
  page.on('request', onRequest)
  await page.evaluate((fieldId) => {
    performance.setResourceTimingBufferSize(10_000)
    const status = document.querySelector('[role="region"] [role="status"][data-state]')
    if (!status) throw new Error('no saved state in the field panel')
    const state = { pressed: Number.NaN, timings: [] as EditTiming[] }
    ;(window as unknown as { __edits: typeof state }).__edits = state
    document.addEventListener(
      'keydown',
      () => {
        state.pressed = performance.now()
      },
      true,
    )
    new MutationObserver(() => {
      if (status.getAttribute('data-state') !== 'saved' || Number.isNaN(state.pressed)) return
      const pressed = state.pressed
      state.pressed = Number.NaN
      requestAnimationFrame(() => {
        const frame = performance.now()
        const put = performance
          .getEntriesByType('resource')
          .filter(
            (entry) => entry.name.includes(`/api/v1/form/field/${fieldId}?`) && entry.startTime >= pressed,
          )
          .at(-1) as PerformanceResourceTiming | undefined
        state.timings.push({
          total: frame - pressed,
          request: put ? frame - put.startTime : Number.NaN,
          roundTrip: put ? put.responseEnd - put.startTime : Number.NaN,
          page: put ? frame - put.responseEnd : Number.NaN,
        })
      })
    }).observe(status, { attributes: true, attributeFilter: ['data-state'] })
  }, field.id)
  for (let index = 0; index < count; index++) {
    await page.keyboard.press(index % 2 === 0 ? 'x' : 'Backspace')
    await page.waitForFunction(
      (n) => (window as unknown as { __edits: { timings: unknown[] } }).__edits.timings.length >= n,
      index + 1,
      { timeout: 10_000 },
    )
    // Typing again a little after the last save showed.
    await page.waitForTimeout(100)
  }
  page.off('request', onRequest)
  if (puts.length !== count || puts.some((method) => method !== 'PUT'))
    throw new Error(`expected ${count} PUT /form/field/${field.id}, saw ${puts.join(' ') || 'none'}`)
  return page.evaluate(() => (window as unknown as { __edits: { timings: EditTiming[] } }).__edits.timings)
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}

/**
 * BENCH_PROFILE=1: one more load under the CPU profiler (CDP), written to $TMPDIR/form-builder.cpuprofile (open
 * it in Chromium's DevTools), and its self time summed by script and by function, the largest printed.
 */
async function profile(page: Page, url: string, formId: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await page.goto('about:blank')
  await cdp.send('Profiler.start')
  await measureRender(page, url, formId)
  const { profile: recorded } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }
  }
  const file = path.join(os.tmpdir(), 'form-builder.cpuprofile')
  fs.writeFileSync(file, JSON.stringify(recorded))
  const nodes = new Map(recorded.nodes.map((node) => [node.id, node]))
  const byScript = new Map<string, number>()
  const byFunction = new Map<string, number>()
  recorded.samples.forEach((id, index) => {
    const frame = nodes.get(id)?.callFrame
    const ms = (recorded.timeDeltas[index] ?? 0) / 1000
    if (!frame) return
    const script = frame.url.replace(/^.*\//, '') || '(native)'
    byScript.set(script, (byScript.get(script) ?? 0) + ms)
    const name = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber}:${frame.columnNumber}`
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms)
  })
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`)
      .join('\n')
  console.log(
    `\nCPU self time of one load (${file}), by script:\n${top(byScript)}\n\nby function:\n${top(byFunction)}`,
  )
  await cdp.detach()
}

builtWebApp()

await withBenchServer('form_builder', ['forms-seed.ts'], async (bench) => {
  const { base } = bench
  const [session] = (await signIn(base, [FORMS_TEAM_LEAD], FORMS_PASSWORD)).values()
  const list = await fetch(`${base}/api/v1/forms?form_type=registration`, { headers: session?.headers })
  if (!list.ok) throw new Error(`GET /forms: ${list.status} ${await list.text()}`)
  const found = ((await list.json()) as { data: { id: number; code: string }[] }).data.find(
    (form) => form.code === FORMS_BENCH_CODE,
  )
  if (!found) throw new Error('the benchmark form is not in GET /forms')
  const detail = await fetch(`${base}/api/v1/form/${found.id}`, { headers: session?.headers })
  if (!detail.ok) throw new Error(`GET /form/{id}: ${detail.status} ${await detail.text()}`)
  const form = (await detail.json()) as FormDetail
  const lastField = form.sections.at(-1)?.fields.at(-1)
  const firstField = form.sections[0]?.fields[0]
  if (!lastField || !firstField || !form.project_code) throw new Error('the benchmark form has no fields')
  const url = `${base}/project/${form.project_code}/reg-form/${form.id}`

  await withChromium(async (browser) => {
    const context = await desktopContext(browser)
    await context.addInitScript({ content: readyScript(lastField.id, lastField.title.tr ?? '') })
    const page = await context.newPage()
    await signInThroughTheForm(page, base, FORMS_TEAM_LEAD, FORMS_PASSWORD)

    const renders: RenderTiming[] = []
    for (let i = 0; i < RENDERS; i++) renders.push(await measureRender(page, url, form.id))
    if (process.env.BENCH_PROFILE) await profile(page, url, form.id)
    const edits = await measureEdits(page, firstField, EDITS)
    const totals = renders.map((render) => render.total)
    const column = (key: keyof EditTiming) => edits.map((edit) => edit[key])
    const editRow = (measure: string, values: number[]) => ({
      measure,
      median: median(values),
      'p99 / max': percentile(values, 99),
      runs: '',
    })

    console.log(
      `\nForm builder in Chromium, one form of ${FORMS_BENCH_SECTIONS} sections and ${FORMS_BENCH_FIELDS} fields (${RENDERS} renders, ${EDITS} title keystrokes; ms)`,
    )
    console.table([
      {
        measure: 'render (navigation start → 40 sections, 300 field rows)',
        median: median(totals),
        'p99 / max': Math.round(Math.max(...totals)),
        runs: totals.map((value) => Math.round(value)).join(' '),
      },
      editRow('field edit: request start → saved shown (next frame)', column('request')),
      editRow('field edit: request start → answer (round trip)', column('roundTrip')),
      editRow('field edit: answer → saved shown (the page)', column('page')),
      editRow('field edit: keystroke → saved shown (incl. 400 ms debounce)', column('total')),
    ])
    // BENCH_RESOURCES=1 lists what the edits' page loaded and when (the app's start before the builder).
    if (process.env.BENCH_RESOURCES)
      console.log(
        await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map(
              (e) =>
                `${Math.round(e.startTime)}-${Math.round((e as PerformanceResourceTiming).responseEnd)} ${e.name.replace(location.origin, '')}`,
            )
            .join('\n'),
        ),
      )
    const last = renders.at(-1)
    if (last)
      console.log(
        `last render: GET /form/{id} from ${Math.round(last.detailStart)} ms to ${Math.round(last.detailEnd)} ms after navigation start; builder drawn at ${Math.round(last.ready)} ms, splash screen gone at ${Math.round(last.splash)} ms`,
      )
    const renderMedian = median(totals)
    const editP99 = percentile(column('request'), 99)
    console.log(
      `target builder render < ${RENDER_TARGET_MS} ms (median of ${RENDERS}): ${renderMedian < RENDER_TARGET_MS ? 'met' : 'NOT met'} (${renderMedian} ms, max ${Math.round(Math.max(...totals))} ms)`,
    )
    console.log(
      `target field edit → saved < ${EDIT_TARGET_MS} ms (p99, request start to the saved state on the next frame; the 400 ms debounce excluded): ${editP99 < EDIT_TARGET_MS ? 'met' : 'NOT met'} (${editP99} ms; keystroke → saved p99 ${percentile(column('total'), 99)} ms)`,
    )
    await context.close()
  })
})
