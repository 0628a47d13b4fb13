import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const api = 'http://localhost:3333'

export default defineConfig({
  base: '/',
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks stay cached across releases of our own code.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs|stylis|react-transition-group)[\\/]/,
            },
            { name: 'phone', test: /node_modules[\\/]libphonenumber-js[\\/]/ },
          ],
        },
      },
    },
  },
})
