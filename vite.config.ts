/// <reference types="vitest/config" />

import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import pkg from './package.json' with { type: 'json' }
// The config's own modules are imported with their extensions, and so are theirs (scripts/vite/*,
// src/api/prerendered-pages.ts): Node resolves none without, and Vite warns of every one on each start
// (its config loader 'native', planned as the default, is Node's own import).
import { baseMap } from './scripts/vite/base-map-plugin.ts'
import { precompressAssets } from './scripts/vite/precompress.ts'
import { prerenderPages } from './scripts/vite/prerender.ts'
import { serviceWorkerBuild } from './scripts/vite/service-worker-build.ts'
import { NOT_PRECACHED_PATHS, prerenderedFile } from './src/api/prerendered-pages.ts'
import { config } from './src/config.ts'

/**
 * The online grocery's own modules: the shop's and orders' features, routes, calls and schemas. The
 * shopping lists are not among them: they open offline, so their code (and the cart's and lists'
 * schemas and the last store chosen, which they share with the shop) is precached.
 */
const SHOP_MODULE =
  /[\\/]src[\\/](features[\\/](shop[\\/](?!last-store[.])|orders[\\/])|routes[\\/]_web[\\/](_customer[\\/])?(shop|orders)[.]|api[\\/](shop-endpoints|schemas[\\/](catalogue|orders))[.]ts)/

/**
 * The kiosk's own modules (its feature, its /totem routes, its texts): a store's device on the
 * store's network, with nothing to do offline, so they are cached when first used, not precached for
 * every customer's phone.
 */
const KIOSK_MODULE =
  /[\\/]src[\\/](features[\\/]kiosk[\\/]|routes[\\/]totem[\\/]|locales[\\/](it|en)[\\/]kiosk[.]po)/

/**
 * The camera as a barcode reader (src/ui/camera: the kiosk's card, the staff's picking), and ZXing
 * with its one dependency, loaded where a browser has no BarcodeDetector: store devices' code only,
 * named camera-*, cached when first used, never precached nor in a customer's page.
 */
const CAMERA_MODULE = /[\\/](src[\\/]ui[\\/]camera[\\/]|node_modules[\\/](@zxing|ts-custom-error)[\\/])/

/**
 * The store staff's own modules (their feature, their /staff routes, their texts; docs/ordering.md
 * "The store's side"): a store's tablet on the store's network, so they are loaded at /app/staff only,
 * cached when first used, never in a customer's first visit nor the precache
 * (scripts/check-staff-chunks.ts checks a build for it).
 */
const STAFF_MODULE =
  /[\\/]src[\\/](features[\\/]staff[\\/]|routes[\\/]staff([\\/]|[.]tsx)|locales[\\/](it|en)[\\/]staff[.]po|api[\\/](staff-endpoints|staff-action-words|schemas[\\/]staff)[.]ts)/

/**
 * The legal texts (src/features/legal: their pages and their Markdown, 50 KB): read with the network,
 * as their prerendered pages are (NOT_PRECACHED_PATHS), so named legal-*, cached when first read and
 * never precached — the precache stays under 1 MB for what the customer needs offline. Offline, a
 * legal page not read before says so (src/ui/PageFailed.tsx).
 */
const LEGAL_MODULE = /[\\/]src[\\/]features[\\/]legal[\\/]/

/** Besides the entry, the chunks of every page's start: React, the libraries, the app's start. */
const EAGER_CHUNKS = new Set(['react', 'framework', 'boot'])

const serviceWorker = serviceWorkerBuild()

export default defineConfig({
  base: '/app/',
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: {
    alias: [
      // TanStack Form's link to TanStack's devtools, live in production builds: a silent one instead.
      {
        find: /^@tanstack\/devtools-event-client$/,
        replacement: fileURLToPath(new URL('./src/ui/form/silent-devtools-client.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      codeSplittingOptions: {
        // The grocery's routes (shop, orders, lists, favorites) keep their loaders (they load the
        // grocery's texts) with their components, out of the route tree every page loads: the card's
        // first visit does not grow with them (issue 15).
        splitBehavior: ({ routeId }) =>
          /^\/_web\/(_customer\/)?(shop|orders|lists|favorites)\b|^\/staff\b/.test(routeId)
            ? [['loader', 'component']]
            : undefined,
      },
    }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    baseMap(),
    prerenderPages(),
    precompressAssets(),
    serviceWorker.app,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registered by src/features/pwa/service-worker.ts (the browser's API), to offer updates.
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        // The app shell only: map and PDF code, their workers and the tutorial images load on use.
        // The prerendered pages (pages/*.html) and the stores' base map (offline from the start).
        globPatterns: [
          // Not the web manifest: the plugin lists it itself (it was in the precache twice).
          '**/*.{js,css,html}',
          'icons/*.png',
          // A PNG: an SVG icon is a document of its own, ~20 ms of the page's main thread to load.
          'favicon-32.png',
          // The chain's logo in the shell's bar, on every page, offline too.
          'chain-logo.svg',
          'assets/base-map-*.json',
        ],
        // The shop's code (chunks named shop*, the orders' styles) and the kiosk's (kiosk-*) too:
        // cached when first used (sw.ts's lazy assets). Placing an order needs the network anyway.
        // The legal texts' pages and their code (legal-*, LEGAL_MODULE): read with the network.
        globIgnores: [
          '**/maplibre*',
          '**/pdf*',
          '**/*worker*',
          '**/shop*',
          '**/orders-*.css',
          '**/kiosk-*',
          '**/staff-*',
          '**/camera-*',
          '**/legal-*',
          ...NOT_PRECACHED_PATHS.map((path) => prerenderedFile(path) ?? path),
        ],
        buildPlugins: { vite: [serviceWorker.worker] },
      },
      manifest: {
        id: '/app/',
        name: `${config.appName} – ${config.chain.cardName}`,
        short_name: config.appShortName,
        description: 'La tua carta fedeltà, anche senza rete: codice a barre, punti, negozi e volantini.',
        lang: 'it',
        dir: 'ltr',
        start_url: '/app/card',
        scope: '/app/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0b5d1e',
        background_color: '#f5f6f4',
        categories: ['shopping', 'lifestyle'],
        icons: [
          { src: '/app/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/app/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/app/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          { name: 'La mia carta', url: '/app/card' },
          { name: 'Negozi', url: '/app/stores' },
          { name: 'Volantini', url: '/app/leaflets' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist',
    // Written, for a stack trace to be read against, but not named in each file: the comment was
    // 40 bytes in each of 140 precached files (4.7 KB of the precache's 1 MB).
    sourcemap: 'hidden',
    target: 'es2022',
    modulePreload: {
      // Every browser the app supports (es2022) knows <link rel="modulepreload">: no polyfill in the
      // entry of every page.
      polyfill: false,
      // Each preload is a <link> added at the import, about 4 ms of main thread on a slow phone: none
      // for the chunks src/main.tsx has already evaluated in its earlier steps. The grocery's screens
      // (shop-…, lists, favorites, and the lists' actions the app gives the shop's products) preload
      // their styles only: the list of their scripts would be in the app's start for every page
      // (about 1 KB), and they find them by importing.
      resolveDependencies: (file, deps) =>
        deps.filter(
          (dep) =>
            !/(^|\/)(react|framework)-[\w-]+\.js$/.test(dep) &&
            !(/(^|\/)(shop-|lists|favorites|ProductListActions)[^/]*\.js$/.test(file) && dep.endsWith('.js')),
        ),
    },
    // The one chunk over Vite's 500 kB: maplibre-gl (1,083 kB), the map library, loaded only when the
    // stores page draws its map and never precached (globIgnores above). One library, not split
    // further. Just above it, so any other chunk that grows past 500 kB is still reported.
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      // Rolldown reports which plugins took the build's time: ours, on purpose (tessera:precompress
      // writes every asset at Brotli 11, tessera:prerender runs an SSR build and renders the public
      // pages). Said on every build, it is news to no one.
      checks: { bundlerTimings: false },
      output: {
        // Chromium's explicit compile hint (V8 13.6+, Chrome 136): the code every page's start runs is
        // compiled while it downloads, off the main thread, instead of function by function on it
        // when first called (issue 16: much of the router's creation and first load). It holds for
        // the functions after it, so Vite's list of preloads written above it later does not matter.
        // Marking the shell's and the forms' chunks too gave no further gain (A/B in Lighthouse).
        // Other browsers read a comment.
        postBanner: (chunk) =>
          chunk.isEntry || EAGER_CHUNKS.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : '',
        // A chunk of the shop's code only (issue 15) is named shop-…, one of the kiosk's only kiosk-…:
        // the precache leaves them out by that name (globIgnores above), they are cached when first used.
        chunkFileNames: (chunk) => {
          const only = (module: RegExp) =>
            chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => module.test(id))
          if (only(SHOP_MODULE)) return 'assets/shop-[name]-[hash].js'
          if (only(KIOSK_MODULE)) return 'assets/kiosk-[name]-[hash].js'
          if (only(STAFF_MODULE)) return 'assets/staff-[name]-[hash].js'
          if (only(CAMERA_MODULE)) return 'assets/camera-[name]-[hash].js'
          if (only(LEGAL_MODULE)) return 'assets/legal-[name]-[hash].js'
          return 'assets/[name]-[hash].js'
        },
        codeSplitting: {
          // The libraries every page runs, in one file rather than a score of small ones: on a slow
          // connection (HTTP/1.1, six at a time) each file costs a round trip (issue 16).
          groups: [
            // React and the other libraries in files of their own: src/main.tsx evaluates React, then
            // the libraries, then the app, each in a task of its own (issue 16).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: 'framework',
              // With it the loader of the features' catalogues (a few lines every page runs, which the
              // bundler would otherwise leave as a file of their own: a request for 0.4 KB).
              test: /node_modules[\\/](@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query|query-persist-client-core|react-query-persist-client|query-async-storage-persister)|@lingui[\\/](core|react)|idb-keyval|valibot)[\\/]|[\\/]src[\\/]ui[\\/]i18n-catalogues\.ts$/,
            },
            {
              // The reader of the /cli event streams (src/api/event-stream.ts), small and shared by the
              // customer's order page and the staff's screens: a file of its own, so that the staff's
              // chunks hold only staff code (named staff-*, never precached).
              name: 'event-stream',
              test: /[\\/]src[\\/]api[\\/]event-stream\.ts$/,
            },
            {
              // What the pages draw around their data (a query's states, the offline hints, the way
              // back): used by most pages, one file for them all rather than three on each.
              name: 'page-states',
              // Their code only: their styles are the entry's (src/main.tsx).
              test: /[\\/]src[\\/]ui[\\/](query-state|offline|back-link)[\\/][^\\/]+\.tsx?$/,
            },
            {
              // Numbers, money and dates as the customer reads them (src/ui/format): the footer writes
              // a number on every page, the card, the shop, the orders and the stores the rest. One
              // small file for them all, not one more request on each of those pages.
              name: 'format',
              test: /[\\/]src[\\/]ui[\\/]format[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/cli': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  test: {
    // The after-hooks run in the order they are written, as the before-hooks do: the afterEach of
    // tests/unit/setup.ts (settle the page, unmount it, check the console) comes before a test file's
    // own, so the page is gone before the file resets its msw handlers or ends its session beneath it.
    // (Vitest reads this option for the whole run only, not per project.)
    sequence: { hooks: 'list' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // A page's test passes in well under a second; a busy host (the build or the end-to-end
          // tests beside it) must not fail it at vitest's default 5 s.
          testTimeout: 15_000,
          exclude: ['tests/unit/**/*.isolated.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // The files of a worker share one jsdom and one module registry: setting up a jsdom per
          // file was half the unit tests' time. A file that replaces modules (vi.mock) or globals is
          // named *.isolated.test.* and runs in the project below, on its own.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: ['tests/unit/**/*.isolated.test.{ts,tsx}'],
          testTimeout: 15_000,
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/database-image.ts'],
          // Checks every answer of the file's test servers against the OpenAPI documents when it ends.
          setupFiles: ['tests/server/check-openapi-answers.ts'],
          // Each file starts its own embedded server (from the image of database-image.ts, 0.9 GB of
          // memory each): one file at a time keeps the 2 cores for the unit tests beside them.
          fileParallelism: false,
          // The files share one worker process and its modules (each still has its own server and
          // database): a new process per file, importing the server again, was 3-4 s a file. No server
          // test replaces a module (vi.mock); the server's module-level state is caches.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
