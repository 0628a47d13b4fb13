import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

/** Debian's Chromium: the real binary starts faster than the /usr/bin/chromium wrapper. */
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) => existsSync(path))

export const BASE_URL = 'http://localhost:3335'

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: BASE_URL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'bash start-server.sh',
    url: `${BASE_URL}/session/keepAlive`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
