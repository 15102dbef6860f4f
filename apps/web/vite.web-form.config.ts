import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { buildId, lazyPhoneMetadata, precompress } from './vite.plugins'

/**
 * The web form's own build (web-form.html → src/web-form-main.tsx, decisions/0034): the page people
 * open on a phone from an invitation, on Preact's compat layer instead of react-dom (about 58 KB less
 * gzipped). scripts/build.ts runs it after vite.config.ts into the same folder: it keeps the app's files
 * (emptyOutDir false) and writes a manifest of its own, .vite/web-form-manifest.json, which
 * scripts/route-js-size.ts reads. The server finds web-form.html by its name (platform/web-app.ts).
 * Unit tests and `vite dev` keep React; only this build swaps it.
 */

// preact@11 is @ajanda/web's own dependency; the hoisted copy at the root is an older one that
// FullCalendar brings. Absolute paths keep every import of react, from any package, on the first.
const preactDir = dirname(createRequire(import.meta.url).resolve('preact/package.json'))
const preact = (entry: string) => `${preactDir}/${entry}`
/** The build's own stand-ins for app modules and libraries, in src/web-form-build/. */
const standIn = (name: string) => fileURLToPath(new URL(`./src/web-form-build/${name}.ts`, import.meta.url))

const webFormMain = fileURLToPath(new URL('./src/web-form-main.tsx', import.meta.url))
const appResources = fileURLToPath(new URL('./src/shared/i18n/resources.ts', import.meta.url))

/**
 * The app's shared texts (common, routes, auth in both languages) stay out of the page: shared/i18n
 * initialises i18next with src/web-form-build/resources.ts (none), and web-form-main.tsx loads the web
 * form's own namespaces in the visitor's language (web-form-locale-texts.ts).
 */
function withoutAppTexts(): Plugin {
  return {
    name: 'ajanda-web-form-without-app-texts',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('/resources') && !source.endsWith('/resources.ts')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === appResources ? standIn('resources') : null
    },
  }
}

const TEXTS = /\/web-form-texts-(tr|en)\.ts$/

/**
 * A `<link rel="modulepreload" data-locale>` per language's texts in web-form.html: the server keeps
 * the visitor's and drops the other (platform/web-form-entry.ts), so the texts download with the
 * page's other scripts instead of after them.
 */
function localeTextsPreload(): Plugin {
  return {
    name: 'ajanda-web-form-texts-preload',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return Object.values(context.bundle ?? {}).flatMap((chunk) => {
          const locale = chunk.type === 'chunk' ? TEXTS.exec(chunk.facadeModuleId ?? '')?.[1] : undefined
          if (!locale) return []
          return [
            {
              tag: 'link',
              attrs: {
                rel: 'modulepreload',
                crossorigin: true,
                href: `/${chunk.fileName}`,
                'data-locale': locale,
              },
              injectTo: 'head' as const,
            },
          ]
        })
      },
    },
  }
}

/**
 * Mantine's stylesheet moves from the head to between the server's frame and #root: in the head it
 * holds back the first paint until its 30 KB have come, whereas the frame (web-form.html's inline
 * rules, decisions/0034) can paint as soon as the HTML is in; Chrome holds back only what follows a
 * stylesheet linked in the body. It stays before #root, so the theme's variables that MantineProvider
 * writes in a <style> inside #root still come later and win, and the page's module scripts still wait
 * for it, so the page never renders unstyled.
 */
function stylesheetAfterFrame(): Plugin {
  return {
    name: 'ajanda-web-form-stylesheet-after-frame',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links: string[] = []
        const rest = html.replace(/\n?[ \t]*<link rel="stylesheet"[^>]*>/g, (link) => {
          links.push(link.trim())
          return ''
        })
        return rest.replace('<div id="root">', `${links.join('\n    ')}\n    <div id="root">`)
      },
    },
  }
}

export default defineConfig({
  plugins: [
    react(),
    lazyPhoneMetadata(),
    withoutAppTexts(),
    localeTextsPreload(),
    stylesheetAfterFrame(),
    precompress(),
  ],
  define: { __APP_VERSION__: JSON.stringify(buildId) },
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: preact('compat/client.mjs') },
      { find: /^react-dom$/, replacement: preact('compat/dist/compat.mjs') },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: preact('compat/jsx-runtime.mjs') },
      // compat plus React's Activity, which Mantine imports and Preact lacks.
      { find: /^react$/, replacement: standIn('react') },
      { find: /^preact\/compat$/, replacement: preact('compat/dist/compat.mjs') },
      { find: /^preact$/, replacement: preact('dist/preact.mjs') },
      { find: /^preact\/hooks$/, replacement: preact('hooks/dist/hooks.mjs') },
      { find: /^preact\/jsx-runtime$/, replacement: preact('jsx-runtime/dist/jsxRuntime.mjs') },
      // The part of i18next and react-i18next the page uses (about 16 KB gzipped less).
      { find: /^i18next$/, replacement: standIn('i18next') },
      { find: /^react-i18next$/, replacement: standIn('react-i18next') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    manifest: '.vite/web-form-manifest.json',
    rolldownOptions: {
      input: { 'web-form': fileURLToPath(new URL('./web-form.html', import.meta.url)) },
      // What the page needs before it renders in one chunk (decisions/0034, third step): over HTTP/1.1's
      // six connections two dozen small chunks cost a 150 ms round trip each on a phone link. The lazy
      // chunks (inputs, the draft dialog, the phone metadata) stay as they are; the entry module stays
      // out of the group so that web-form.html remains the manifest's entry.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'web-form-initial',
              tags: ['$initial'],
              test: (id) => !id.includes('web-form.html') && id !== webFormMain,
            },
          ],
        },
      },
    },
  },
})
