import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/** Italian is the source language (SPEC's texts are the source messages); English is the fallback. */
export default defineConfig({
  sourceLocale: 'it',
  locales: ['it', 'en'],
  fallbackLocales: { default: 'it', it: 'en' },
  // The online grocery's texts (shop, orders, lists) are a catalogue of their own, loaded with its
  // routes (features/shop/shop-messages.ts): every page's first visit carries the main one only.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: [
        '**/*.test.*',
        'src/features/shop/**',
        'src/features/orders/**',
        'src/features/lists/**',
        'src/features/kiosk/**',
      ],
    },
    {
      path: '<rootDir>/src/locales/{locale}/shop',
      include: ['src/features/shop', 'src/features/orders', 'src/features/lists'],
      exclude: ['**/*.test.*'],
    },
    // The kiosk's own texts, loaded by its routes (features/kiosk/kiosk-messages.ts): the web's pages
    // never carry them.
    {
      path: '<rootDir>/src/locales/{locale}/kiosk',
      include: ['src/features/kiosk'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
