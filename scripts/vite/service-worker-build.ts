import type { LogLevel, Plugin } from 'vite'

/**
 * The service worker's own build: vite-plugin-pwa's injectManifest runs a second Vite build for
 * sw/sw.ts, with a config of its own. `app` goes in the app's plugins, `worker` in that build's
 * (injectManifest.buildPlugins.vite): the worker's build then speaks at the app build's log level
 * and in Rolldown's words.
 */
export function serviceWorkerBuild(): { app: Plugin; worker: Plugin } {
  let logLevel: LogLevel | undefined
  return {
    app: {
      name: 'tessera:service-worker-build',
      apply: 'build',
      configResolved(config) {
        logLevel = config.logLevel
      },
    },
    worker: {
      name: 'tessera:service-worker-build',
      // `vite build --logLevel warn` (npm test, npm start) printed the worker's build progress
      // anyway: the plugin does not pass the level on.
      config: () => (logLevel ? { logLevel } : undefined),
      // The plugin asks for one file with Rollup's `inlineDynamicImports: true`, which Rolldown has
      // renamed `codeSplitting: false` and warns of on every build: the same request, in its words.
      // (The worker is registered as a classic script, src/features/pwa/service-worker.ts: it must be
      // one file with no imports.)
      outputOptions(options) {
        if (options.inlineDynamicImports === undefined) return null
        const { inlineDynamicImports, ...rest } = options
        return { ...rest, codeSplitting: !inlineDynamicImports }
      },
    },
  }
}
