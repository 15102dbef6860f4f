/// <reference types="vite/client" />

/** The build id written to dist/version.json (see vite.config.ts). */
declare const __APP_VERSION__: string

interface ImportMetaEnv {
  readonly VITE_PLAY_STORE_URL?: string
  readonly VITE_APP_STORE_URL?: string
}
