import { defineConfig } from '@adonisjs/core/bodyparser'

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: true,
    limit: '1mb',
    types: [
      'application/json',
      'application/json-patch+json',
      'application/vnd.api+json',
      'application/csp-report',
    ],
  },
  multipart: {
    // Never before the route's checks: an anonymous or refused POST must not store a byte. The upload routes read
    // their body themselves once auth, CSRF and tenancy have passed (services/uploads/receive_uploads.ts), with
    // their own size limit, in a private folder removed after the request.
    autoProcess: false,
    convertEmptyStringsToNull: true,
    processManually: [],
    // The upper bound for any route; each upload route passes a tighter one.
    limit: '105mb',
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig
