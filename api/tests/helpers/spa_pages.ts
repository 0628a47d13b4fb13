import { mkdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import { withProviderSettings, type PortalPreloads } from '#services/http/page_meta'

/**
 * The HTML page the api serves for a single-page app. The built page is gitignored, so a checkout without a build
 * has none: then a placeholder is written for the test and `cleanup` removes it (never a page it did not write).
 */
export async function spaPage(name: 'portal' | 'admin') {
  const directory = app.makePath('resources/spa')
  const path = app.makePath('resources/spa', `${name}.html`)
  try {
    const built = await readFile(path, 'utf8')
    // The portal page as the api serves it: with the provider's settings (segment, late-payment multiple).
    const html = name === 'portal' ? withProviderSettings(built) : built
    return { html, cleanup: async () => {} }
  } catch {
    const createdDirectory = (await mkdir(directory, { recursive: true })) !== undefined
    const placeholder = `<!doctype html><html><head></head><body>test placeholder for ${name}</body></html>`
    await writeFile(path, placeholder, { flag: 'wx' })
    return {
      html: name === 'portal' ? withProviderSettings(placeholder) : placeholder,
      cleanup: async () => {
        if ((await readFile(path, 'utf8').catch(() => null)) === placeholder) await rm(path)
        if (createdDirectory) await rmdir(directory).catch(() => {})
      },
    }
  }
}

/** The portal's preloads as the build wrote them, or null in a checkout without a build. */
export async function builtPortalPreloads(): Promise<PortalPreloads | null> {
  const text = await readFile(app.makePath('resources/spa', 'portal-preloads.json'), 'utf8').catch(() => null)
  return text === null ? null : (JSON.parse(text) as PortalPreloads)
}
