/**
 * What `react` is in the web form's build (vite.web-form.config.ts, decisions/0034): Preact's compat
 * layer plus React 19.2's Activity, which Mantine 9 imports (Transition, Collapse, Tabs, Stepper and
 * Tree with keepMounted) and Preact lacks. The web form's components never keep hidden content
 * mounted; should one, a wrapper with `display: none` hides it as React does, keeping its state, and
 * `display: contents` leaves the layout alone while it shows.
 */
import { createElement, type ReactNode } from 'preact/compat'

// preact/compat's types are written as `export =`; the module itself is ESM with named exports.
// @ts-expect-error TS2498: re-exporting those names is what this module is for.
export * from 'preact/compat'
export { default } from 'preact/compat'

export function Activity({
  mode = 'visible',
  children,
}: {
  mode?: 'visible' | 'hidden'
  children?: ReactNode
}) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children)
}
