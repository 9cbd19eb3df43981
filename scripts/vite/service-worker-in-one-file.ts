import type { Plugin } from 'vite'

/**
 * For the service worker's own build (vite-plugin-pwa's injectManifest): the plugin asks for one file
 * with Rollup's `inlineDynamicImports: true`, which Rolldown has renamed `codeSplitting: false` and
 * warns of on every build. The same request, in Rolldown's words. (The worker is registered as a
 * classic script, src/features/pwa/service-worker.ts: it must be one file with no imports.)
 */
export function serviceWorkerInOneFile(): Plugin {
  return {
    name: 'tessera:service-worker-in-one-file',
    outputOptions(options) {
      if (options.inlineDynamicImports === undefined) return null
      const { inlineDynamicImports, ...rest } = options
      return { ...rest, codeSplitting: !inlineDynamicImports }
    },
  }
}
