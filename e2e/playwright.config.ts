import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { BASE_URL } from './support/server'

/** Debian's Chromium: the real binary starts faster than the /usr/bin/chromium wrapper. */
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) => existsSync(path))

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  // A journey's budget fits a loaded 2-core machine (CI beside other jobs): a registration form filled at half a second
  // a field, pages built and served by the api under load. Each assertion keeps a short wait of its own.
  timeout: 120_000,
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
