import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      unstubGlobals: true,
      setupFiles: ['src/testing/setup.ts'],
      // An upper bound for a busy machine (see src/testing/setup.ts), not a duration any test should approach.
      testTimeout: 30_000,
    },
  })
)
