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
import { BUDGETS_AGENCY, BUDGETS_BENCH_CODE, BUDGETS_PASSWORD } from './budgets-seed-accounts'

/**
 * `npm run bench:budget-editor` (part of `npm run bench`): the budget editor in Chromium, on the
 * bench:budgets data set (2,000 lines in 40 categories) served with the built web app. Targets of
 * issue 9 item 8: the editor renders in under 1 s (navigation start to the grid's rows and the totals
 * on the page) and a price edit reaches the totals in under 50 ms (keystroke to the new total).
 */
const RENDER_TARGET_MS = 1000
const EDIT_TARGET_MS = 50
const RENDERS = Number(process.env.BENCH_RENDERS ?? 5)
const EDITS = Number(process.env.BENCH_EDITS ?? 20)
/** The price_sell column of the grid (grid-columns.ts EDIT_COLUMNS). */
const PRICE_SELL_COLUMN = 9

/**
 * Navigation start to the editor on screen: the editor's mark (set once the grid and the totals have
 * rendered) or, when the editor rendered beneath the splash screen during its last 250 ms, the splash's
 * hiding ('startup-ready', authenticated-layout), whichever comes later.
 */
async function measureRender(page: Page, url: string): Promise<number> {
  await page.goto('about:blank')
  await page.goto(url)
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('budget-editor-ready').length > 0 &&
      performance.getEntriesByName('startup-ready').length > 0,
    null,
    { timeout: 60_000 },
  )
  await page.getByRole('grid', { name: 'Bütçe kalemleri' }).getByRole('row').nth(3).waitFor()
  await page.getByTestId('total-totalSell').waitFor()
  return page.evaluate(() =>
    Math.max(
      performance.getEntriesByName('budget-editor-ready')[0]?.startTime ?? Number.NaN,
      performance.getEntriesByName('startup-ready')[0]?.startTime ?? 0,
    ),
  )
}

interface EditTiming {
  /** Keystroke to the totals' text changed in the DOM. */
  dom: number
  /** Keystroke to the next animation frame after that: the new total is on the next paint. */
  frame: number
}

/**
 * Sell-price keystrokes on the first line: each one changes the price (a digit, then Backspace), so
 * each changes the total sell. Timed in the page: a keydown listener (capture, before React's) notes
 * the time, a MutationObserver on the total sell notes when its text changed.
 */
async function measureEdits(page: Page, count: number): Promise<EditTiming[]> {
  const grid = page.getByRole('grid', { name: 'Bütçe kalemleri' })
  const firstLine = grid.locator('[id^="budget-cell-l"][id$="-0"]').first()
  await firstLine.click()
  for (let i = 0; i < PRICE_SELL_COLUMN; i++) await page.keyboard.press('ArrowRight')
  await page.evaluate(() => {
    const target = document.querySelector('[data-testid="total-totalSell"]')
    if (!target) throw new Error('no totals panel')
    const state = { pressed: 0, timings: [] as { dom: number; frame: number }[] }
    ;(window as unknown as { __edits: typeof state }).__edits = state
    document.addEventListener(
      'keydown',
      () => {
        state.pressed = performance.now()
      },
      true,
    )
    new MutationObserver(() => {
      const dom = performance.now() - state.pressed
      requestAnimationFrame(() => state.timings.push({ dom, frame: performance.now() - state.pressed }))
    }).observe(target, { childList: true, characterData: true, subtree: true })
  })
  // The first digit opens the cell's editor (typing starts an edit), the rest go into its input.
  const keys = ['7']
  while (keys.length < count) keys.push(keys.length % 2 === 1 ? 'Backspace' : String(1 + (keys.length % 9)))
  for (const [index, key] of keys.entries()) {
    await page.keyboard.press(key)
    await page.waitForFunction(
      (n) => (window as unknown as { __edits: { timings: unknown[] } }).__edits.timings.length >= n,
      index + 1,
      { timeout: 10_000 },
    )
    // Typing at a person's pace, not faster than the page can paint.
    await page.waitForTimeout(100)
  }
  await page.keyboard.press('Escape')
  return page.evaluate(() => (window as unknown as { __edits: { timings: EditTiming[] } }).__edits.timings)
}

builtWebApp()

await withBenchServer('budget_editor', ['budgets-seed.ts'], async (bench) => {
  const { base } = bench
  const [session] = (await signIn(base, [BUDGETS_AGENCY], BUDGETS_PASSWORD)).values()
  const detail = await fetch(`${base}/api/v1/budget/${BUDGETS_BENCH_CODE}`, { headers: session?.headers })
  if (!detail.ok) throw new Error(`GET /budget: ${detail.status} ${await detail.text()}`)
  const { project } = (await detail.json()) as { project: { code: string } }
  const url = `${base}/project/${project.code}/budget/${BUDGETS_BENCH_CODE}`

  await withChromium(async (browser) => {
    const context = await desktopContext(browser)
    const page = await context.newPage()
    await signInThroughTheForm(page, base, BUDGETS_AGENCY, BUDGETS_PASSWORD)

    const renders: number[] = []
    for (let i = 0; i < RENDERS; i++) renders.push(await measureRender(page, url))
    // Where a render's time goes: the detail's request within it (the rest is the app's start and React).
    const detailTiming = await page.evaluate((code) => {
      const entry = performance
        .getEntriesByType('resource')
        .find((candidate) => candidate.name.includes(`/api/v1/budget/${code}`)) as
        | PerformanceResourceTiming
        | undefined
      // Inline: tsx gives a named helper function a __name call the page does not have.
      const [editor, splash] = ['budget-editor-ready', 'startup-ready'].map((name) =>
        Math.round(performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN),
      )
      return (
        entry && { start: Math.round(entry.startTime), end: Math.round(entry.responseEnd), editor, splash }
      )
    }, BUDGETS_BENCH_CODE)
    const edits = await measureEdits(page, EDITS)
    const dom = edits.map((edit) => edit.dom)
    const frame = edits.map((edit) => edit.frame)
    const worstRender = Math.round(Math.max(...renders))

    console.log(
      `\nBudget editor in Chromium, one budget of 2,000 lines in 40 categories (${RENDERS} renders, ${EDITS} price keystrokes; ms)`,
    )
    console.table([
      {
        measure: 'render (navigation start → grid rows and totals)',
        median: median(renders),
        'p95 / worst': worstRender,
        runs: renders.map((value) => Math.round(value)).join(' '),
      },
      {
        measure: 'price edit (keystroke → totals text)',
        median: median(dom),
        'p95 / worst': percentile(dom, 95),
        runs: '',
      },
      {
        measure: 'price edit (keystroke → next frame)',
        median: median(frame),
        'p95 / worst': percentile(frame, 95),
        runs: '',
      },
    ])
    // BENCH_RESOURCES=1 lists what the last render loaded and when (the app's start before the editor).
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
    if (detailTiming)
      console.log(
        `last render: GET /budget/{code} from ${detailTiming.start} ms to ${detailTiming.end} ms after navigation start; editor drawn at ${detailTiming.editor} ms, splash screen gone at ${detailTiming.splash} ms`,
      )
    const renderMet = worstRender < RENDER_TARGET_MS
    const editP95 = percentile(frame, 95)
    console.log(
      `target editor render < ${RENDER_TARGET_MS} ms (worst of ${RENDERS}): ${renderMet ? 'met' : 'NOT met'} (${worstRender} ms)`,
    )
    console.log(
      `target price edit → totals < ${EDIT_TARGET_MS} ms (p95, to the next frame): ${editP95 < EDIT_TARGET_MS ? 'met' : 'NOT met'} (${editP95} ms)`,
    )
    await context.close()
  })
})
