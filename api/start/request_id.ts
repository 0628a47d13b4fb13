/*
| The request id is decided once per request by services/http/request_id.ts. The framework reads X-Request-Id as
| it makes the request's logger, before any middleware runs, and its configuration can only add an id where none
| was sent, never refuse one: the decision goes into Request.id() itself, which the logger, the answer's
| X-Request-Id and the controllers all read.
*/
import type { IncomingMessage } from 'node:http'
import { Request } from '@adonisjs/core/http'
import { requestIdFor } from '#services/http/request_id'

const decided = new WeakSet<IncomingMessage>()

Request.prototype.id = function (this: Request) {
  const raw = this.request
  if (!decided.has(raw)) {
    // Written back into the header: the framework answers X-Request-Id from it.
    raw.headers['x-request-id'] = requestIdFor(raw.headers['x-request-id'], raw.socket?.remoteAddress)
    decided.add(raw)
  }
  return raw.headers['x-request-id'] as string
}
