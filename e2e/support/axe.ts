import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

function describe(violations: Violation[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
    .join('\n')
}

/** A modal, alert or toast still fading in or out has half-transparent text: wait for it to arrive. */
async function settledAnimations(page: Page): Promise<void> {
  // Spinners loop for ever, so only animations with an end are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
}

async function blockingViolations(page: Page): Promise<Violation[]> {
  // Legacy mode runs axe in the page itself. The default mode opens a blank page per check, injects
  // axe there a second time and ships the partial results across: on the 2-core CI machine that was
  // most of each check's 10-30 s. The app has no iframes, which is what the default mode is for.
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/**
 * WCAG AA: fails on any serious or critical violation of the page as it is now. A contrast failure is
 * measured once more after the page's transitions end: a toast that began to fade in (or out) while axe
 * read it is half transparent for a moment (CI: a checklist toast, a definitions toast), a real contrast
 * failure is still there the second time.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await settledAnimations(page)
  let blocking = await blockingViolations(page)
  if (blocking.some((v) => v.id === 'color-contrast')) {
    await settledAnimations(page)
    blocking = await blockingViolations(page)
  }
  expect(
    blocking.map((v) => v.id),
    describe(blocking),
  ).toEqual([])
}
