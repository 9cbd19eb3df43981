import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/** Italian is the source language (SPEC's texts are the source messages); English is the fallback. */
export default defineConfig({
  sourceLocale: 'it',
  locales: ['it', 'en'],
  fallbackLocales: { default: 'it', it: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
