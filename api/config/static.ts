import { defineConfig } from '@adonisjs/static'

/**
 * Serves the built portal and back-office assets (copied into public/ by the build). Their index pages are kept
 * out of public/ and served by SpaController, which checks the role before handing out the back-office.
 */
const staticServerConfig = defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  // Vite names assets by content hash: they never change, so browsers may keep them for a year.
  headers: (path: string): Record<string, string> =>
    /[\\/]assets[\\/]/.test(path) ? { 'Cache-Control': 'public, max-age=31536000, immutable' } : {},
  ...{ index: false, redirect: false },
})

export default staticServerConfig
