/**
 * What shared/i18n/resources.ts is in the web form's build (vite.web-form.config.ts, decisions/0034):
 * no texts up front. The app's shared namespaces (common, routes, auth, both languages) would add
 * some 6 KB gzipped to the page's first scripts; web-form-main.tsx loads the web form's own
 * namespaces in the visitor's language instead (public-pages/web-form/web-form-locale-texts.ts).
 */
export const trResources = {}
export const enResources = {}
export const NAMESPACES = ['common']
