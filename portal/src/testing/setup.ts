import { afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { LANGUAGES } from '../i18n/languages'
import { loadAllTexts, loadDictionary } from '../i18n/messages'

// Waits are upper bounds, never expected durations: on a busy two-core machine a screen can take seconds to render,
// so a query waits up to 10 s (and a test up to 30 s, vitest.config.ts) before it fails.
configure({ asyncUtilTimeout: 10_000 })

// Every screen a test rendered is unmounted after it, so that none of its timers (react-admin polls the DOM for
// 500 ms after a list mounts) outlives the test environment, which a loaded machine would otherwise reach.
afterEach(() => cleanup())

// Screens under test render at once, in any language: every dictionary is loaded before the tests run.
await loadAllTexts()
await Promise.all(LANGUAGES.map((lang) => loadDictionary(lang)))
