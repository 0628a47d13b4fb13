import { randomUUID } from 'node:crypto'
import { isTrustedProxy } from '#services/http/trusted_proxies'

/** A proxy's id is taken when it is short and made of signs no log viewer or page can read as anything else. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * The id of a request (its log lines' `request_id`, the `X-Request-Id` it is answered with, its jobs' `requestId`):
 * the `X-Request-Id` its proxy sent, when the connection comes from a proxy listed in TRUSTED_PROXIES and the id is
 * well-formed; else a new one. A client that reaches the api directly never chooses what the logs say. A new one is a
 * random UUID's 32 hex digits: cuid's SHA-3 cost about 0.08 ms of CPU on every request.
 */
export function requestIdFor(sent: string | string[] | undefined, remoteAddress: string | undefined) {
  const fromProxy = remoteAddress !== undefined && isTrustedProxy(remoteAddress, 0)
  return fromProxy && typeof sent === 'string' && WELL_FORMED.test(sent)
    ? sent
    : randomUUID().replaceAll('-', '')
}
