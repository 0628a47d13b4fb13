/*
| Routes, split by audience. Every route is named; API routes live under /{lang}/api.
| Imported in sequence on purpose: the SPA catch-all must be registered after every API route, and a static
| import list would not guarantee it (start/env uses top-level await, which reorders evaluation).
*/
await import('#start/routes/api')
await import('#start/routes/purchase')
await import('#start/routes/payments')
await import('#start/routes/billing')
await import('#start/routes/vat')
await import('#start/routes/workers')
await import('#start/routes/roadside')
await import('#start/routes/declarations')
await import('#start/routes/authority_requests')
await import('#start/routes/account')
await import('#start/routes/company_users')
await import('#start/routes/attachments')
await import('#start/routes/back_office_settings')
await import('#start/routes/back_office_billing')
await import('#start/routes/back_office_audit')
await import('#start/routes/back_office_users')
await import('#start/routes/back_office')
await import('#start/routes/spa')
