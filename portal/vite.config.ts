import { fileURLToPath } from 'node:url'
import { readFileSync } from 'node:fs'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'

const api = 'http://localhost:3333'

/**
 * In development the page comes from Vite, not from the api: it carries the api's provider segment all the same
 * (PROVIDER_SEGMENT from the environment or api/.env), as the api writes it into the page it serves.
 */
function providerSegment(): Plugin {
  const fromEnvFile = () => {
    try {
      return /^PROVIDER_SEGMENT=(.*)$/m.exec(
        readFileSync(new URL('../api/.env', import.meta.url), 'utf8')
      )?.[1]
    } catch {
      return undefined
    }
  }
  return {
    name: 'provider-segment',
    apply: 'serve',
    transformIndexHtml: () => {
      const content = process.env.PROVIDER_SEGMENT ?? fromEnvFile()
      return content ? [{ tag: 'meta', attrs: { name: 'provider-segment', content }, injectTo: 'head' }] : []
    },
  }
}

export default defineConfig({
  base: '/',
  plugins: [react(), providerSegment()],
  // `@/` is the app's src/: imports name what they take instead of climbing folders.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '^/(fr|pl|en)/api': { target: api, changeOrigin: false },
      '/session': { target: api, changeOrigin: false },
      // The sandbox payment provider's hosted page, shown in the payment page's frame.
      '^/payment/': { target: api, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    // Read by the api (scripts/bundle-spa.mjs) to preload what a page needs from the page itself.
    manifest: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks stay cached across releases of our own code.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            { name: 'phone', test: /node_modules[\\/]libphonenumber-js[\\/]/ },
            // The query cache: the signed-in frame's pages need it before MUI (the home's first screen is drawn
            // without MUI).
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // Every page drawn with MUI needs most of it (the login page and the home's first screen none): one chunk
            // rather than dozens of small requests queued on the browser's six connections.
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs|stylis|react-transition-group)[\\/]/,
            },
          ],
        },
      },
    },
  },
})
