/** The app's version, set by vite.config.ts from package.json: it versions the persisted cache. */
declare const __APP_VERSION__: string
