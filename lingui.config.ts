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
      exclude: ['**/*.test.*', 'src/features/legal/**'],
    },
    // The legal texts are most of the words and few visits need them: their own catalogue, loaded
    // by the legal pages (src/features/legal/legal-catalogue.ts), keeps them out of the entry chunk.
    { path: '<rootDir>/src/locales/{locale}/legal', include: ['src/features/legal'] },
  ],
  format: formatter({ lineNumbers: false }),
})
