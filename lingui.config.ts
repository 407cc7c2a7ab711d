import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// English is the source language of the code; German is the shop's default locale.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['de', 'en', 'fr', 'it', 'ru', 'nl', 'pt', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
