import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/providerSegment.ts', 'src/testing/setup.ts'],
    // An upper bound for a busy machine (see src/testing/setup.ts), not a duration any test should approach.
    testTimeout: 30_000,
    clearMocks: true,
    restoreMocks: true,
  },
})
