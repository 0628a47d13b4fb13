import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const api = 'http://localhost:3333'

// Vendor code changes far less often than ours: separate chunks keep it cached across releases
// and keep every chunk small enough to parse quickly.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  // The date pickers come with the screens that have a date (lists, forms), not with the sign-in page. A group takes
  // in what its modules import, too: claimed after MUI's and react-admin's groups, it keeps only the pickers' own
  // code (first, it took in the MUI and react-admin modules the pickers use, and the sign-in page fetched it all).
  { name: 'pickers', test: /node_modules[\\/](@mui[\\/]x-[\w-]+|dayjs)[\\/]/, priority: 15 },
  {
    name: 'mui',
    // Not the date pickers (@mui/x-…): their group below.
    test: /node_modules[\\/](@mui[\\/](?!x-)[\w-]+|@emotion|@popperjs|react-transition-group)[\\/]/,
    priority: 30,
  },
  { name: 'ra-ui', test: /node_modules[\\/](react-admin|ra-ui-materialui)[\\/]/, priority: 20 },
  {
    name: 'ra-core',
    test: /node_modules[\\/](ra-(?!ui-materialui)[\w-]+|react-hook-form|@tanstack|react-router|react-router-dom|lodash)[\\/]/,
    priority: 25,
  },
  { name: 'phone', test: /node_modules[\\/]libphonenumber-js[\\/]/, priority: 20 },
  // Not the home's charts (recharts and what it alone uses): they stay in the charts' own lazy chunk, which the
  // sign-in page never fetches; a group here would take in their shared dependencies and be fetched by the entry.
  {
    name: 'vendor',
    test: /node_modules[\\/](?!(recharts|victory-vendor|d3-[\w-]+|internmap|@reduxjs|react-redux|redux|redux-thunk|immer|decimal\.js-light|es-toolkit|tiny-invariant)[\\/])/,
    priority: 10,
  },
]

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // `@/` is the app's src/: imports name what they take instead of climbing folders.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      '^/(fr|pl|en)/api': { target: api },
      '/session': { target: api },
    },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
})
