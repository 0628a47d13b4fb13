/*
| Bouncer policies, referenced by controllers through ctx.bouncer.with('…Policy').
*/
export const policies = {
  ProfilePolicy: () => import('#policies/profile_policy'),
  CompanyPolicy: () => import('#policies/company_policy'),
  InvoicePolicy: () => import('#policies/invoice_policy'),
  RequestPolicy: () => import('#policies/request_policy'),
  WorkerPolicy: () => import('#policies/worker_policy'),
  AttachmentPolicy: () => import('#policies/attachment_policy'),
  BackOfficePolicy: () => import('#policies/back_office_policy'),
}
