import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    projects: [
      {
        plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          setupFiles: ['src/app/component-test-setup.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Each file builds its own app on its own SQLite file; run files in parallel, tests in order.
          pool: 'forks',
          // On PostgreSQL (TEST_DATABASE_URL) the first app of a size builds its template database while others wait.
          hookTimeout: process.env.TEST_DATABASE_URL ? 60_000 : 10_000,
          // Tests that build their own app copy a database first.
          testTimeout: process.env.TEST_DATABASE_URL ? 30_000 : 5_000,
        },
      },
    ],
  },
})
