import { randomBytes } from 'node:crypto'

/**
 * The Content-Security-Policy of every answer. Everything comes from our own origin (the SPAs are Vite builds with
 * no inline script; the sandbox provider's pages are ours too). Styles allow 'unsafe-inline': MUI (emotion) writes
 * its styles into <style> tags at run time, and styles cannot run code. A real card provider's origin joins
 * form-action and frame-src when one is plugged in.
 *
 * No page of ours runs an inline script but the sandbox's return to the portal, which carries a nonce of its own
 * (`withScriptNonce`). Every other answer gets the same policy, written once: with no nonce in it, no inline script
 * runs at all, and no answer pays for a random nonce and the policy's text, which @adonisjs/shield built again for
 * each one (its middleware is made for every request: about 18 µs of CPU a call, measured apart).
 */
const DIRECTIVES: Array<[string, string[]]> = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['font-src', ["'self'", 'data:']],
  ['connect-src', ["'self'"]],
  ['frame-src', ["'self'"]],
  ['frame-ancestors', ["'self'"]],
  ['form-action', ["'self'"]],
  ['base-uri', ["'self'"]],
  ['object-src', ["'none'"]],
]

function policy(extraScriptSources: string[] = []) {
  return DIRECTIVES.map(([name, sources]) =>
    [name, ...sources, ...(name === 'script-src' ? extraScriptSources : [])].join(' ')
  ).join('; ')
}

/** The policy of every answer: no inline script. */
export const CONTENT_SECURITY_POLICY = policy()

/** A nonce for one answer's inline script, and the policy that lets that script, and no other, run. */
export function withScriptNonce() {
  const nonce = randomBytes(18).toString('base64url')
  return { nonce, policy: policy([`'nonce-${nonce}'`]) }
}
