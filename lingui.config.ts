import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * Italian is the source language (the Italian texts of docs/behaviour.md are the source messages);
 * English is the fallback.
 */
export default defineConfig({
  sourceLocale: 'it',
  locales: ['it', 'en'],
  fallbackLocales: { default: 'it', it: 'en' },
  // The online grocery's texts (shop and orders; the lists apart, as they open offline and are
  // precached) are catalogues of their own, loaded with their routes (features/shop/shop-messages.ts,
  // features/lists/lists-messages.ts): every page's first visit carries the main one only.
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
        'src/features/customer-form/**',
        'src/features/signup/**',
        'src/features/profile/**',
        'src/features/stores/**',
        'src/features/staff/**',
        // The staff actions' words: the server's and the staff's catalogues hold them.
        'src/api/staff-action-words.ts',
      ],
    },
    // The stores' pages' texts, loaded by their routes (features/stores/stores-messages.ts).
    {
      path: '<rootDir>/src/locales/{locale}/stores',
      include: ['src/features/stores'],
      exclude: ['**/*.test.*'],
    },
    // The customer's data forms (sign-up, profile, the kiosk's, the checkout's address), loaded by
    // their routes (features/customer-form/forms-messages.ts): the card, home and lists never carry them.
    {
      path: '<rootDir>/src/locales/{locale}/forms',
      include: ['src/features/customer-form', 'src/features/signup', 'src/features/profile'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/shop',
      include: ['src/features/shop', 'src/features/orders'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/lists',
      include: ['src/features/lists'],
      exclude: ['**/*.test.*'],
    },
    // The reference server's own texts (its refusals and the mails), read by the server itself
    // (server/language.ts): it says them in the request's or the customer's language.
    {
      path: '<rootDir>/src/locales/{locale}/server',
      include: ['server', 'src/api/staff-action-words.ts'],
      exclude: ['**/*.test.*'],
    },
    // The kiosk's own texts, loaded by its routes (features/kiosk/kiosk-messages.ts): the web's pages
    // never carry them.
    {
      path: '<rootDir>/src/locales/{locale}/kiosk',
      include: ['src/features/kiosk'],
      exclude: ['**/*.test.*'],
    },
    // The store staff's screens' texts, loaded by their routes (features/staff/staff-messages.ts): a
    // customer's pages never carry them.
    {
      path: '<rootDir>/src/locales/{locale}/staff',
      include: ['src/features/staff', 'src/api/staff-action-words.ts'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
