import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { enFirst } from './first.en'
import { frFirst } from './first.fr'
import { plFirst } from './first.pl'
import { fr } from './fr'

const src = resolve(__dirname, '..')

/**
 * What a first visit runs before any page other than the sign-in page loads: the entry, the router, the frame and the
 * sign-in page, with the parts the sign-in page loads lazily (its forgotten password dialog, the notifications).
 */
const FIRST_SCREENS = [
  'main.tsx',
  'app/routes/Login.tsx',
  'features/auth/components/ForgotPasswordDialog.tsx',
  'components/notifications/Toasts.tsx',
]

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? resolve(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined
  if (!base) return undefined
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile()
  )
}

/**
 * The modules the first screens import (static imports only: a dynamic import is a later chunk, and the router's
 * lazy routes other than the sign-in page wait for the whole dictionary), and the message keys their code names:
 * a string literal that is a key, or a template literal that starts like keys (`language.${code}`: all of them).
 */
function keysOfFirstScreens() {
  const allKeys = Object.keys(fr)
  const files = new Set<string>()
  const keys = new Map<string, string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    const text = readFileSync(file, 'utf8')
    for (const [, type, specifier] of text.matchAll(
      /^\s*(?:import|export)\s(type\s)?[^'"]*?from\s+['"]([^'"]+)['"]/gms
    )) {
      const target = type ? undefined : resolveImport(file, specifier)
      if (target) visit(target)
    }
    // The dictionaries themselves are not code that shows a text.
    if (file.startsWith(resolve(src, 'i18n'))) return
    const where = relative(src, file)
    for (const [, literal] of text.matchAll(/['"`]([a-zA-Z]+\.[a-zA-Z.]+)['"`]/g)) {
      if (literal in fr) keys.set(literal, where)
    }
    for (const [, prefix] of text.matchAll(/`([a-zA-Z]+\.(?:[a-zA-Z]+\.)*)\$\{/g)) {
      for (const key of allKeys.filter((candidate) => candidate.startsWith(prefix))) keys.set(key, where)
    }
  }
  for (const entry of FIRST_SCREENS) visit(resolve(src, entry))
  return { files, keys }
}

describe('the first chunk of texts', () => {
  it('holds every text the sign-in page and the frame name', () => {
    const { files, keys } = keysOfFirstScreens()
    expect(files.size).toBeGreaterThan(30)
    expect(keys.size).toBeGreaterThan(40)
    const missing = [...keys].filter(([key]) => !(key in frFirst)).map(([key, file]) => `${key} (${file})`)
    expect(missing).toEqual([])
  })

  it('is the same in every language, and each dictionary holds it', () => {
    for (const first of [plFirst, enFirst])
      expect(Object.keys(first).sort()).toEqual(Object.keys(frFirst).sort())
    for (const [key, text] of Object.entries(frFirst)) expect(fr[key as keyof typeof fr]).toBe(text)
  })
})
