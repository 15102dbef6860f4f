import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

function describe(violations: Violation[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
    .join('\n')
}

/** WCAG AA: fails on any serious or critical violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // A modal or alert still fading in has half-transparent text: measure contrast once it has arrived.
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
  // Legacy mode runs axe in the page itself. The default mode opens a blank page per check, injects
  // axe there a second time and ships the partial results across: on the 2-core CI machine that was
  // most of each check's 10-30 s. The app has no iframes, which is what the default mode is for.
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    blocking.map((v) => v.id),
    describe(blocking),
  ).toEqual([])
}
