/*
| What runs each job of the queue (services/queue/jobs.ts names them), registered here rather than by the queue,
| which would otherwise import every module that enqueues a job. Each module is loaded on its job's first run: a
| process that runs none (most commands, most tests) does not load them.
*/
import app from '@adonisjs/core/services/app'
import jobs from '#services/queue/main'
import type { JobHandlers } from '#services/queue/jobs'

const handlers: JobHandlers = {
  'send-mail': async (data, context) => {
    const { sendMail } = await import('#services/mail/send_mail_job')
    return sendMail(data, context)
  },
  'send-reminders': async (_data, context) => {
    const { sendContractReminders } = await import('#services/contracts/send_reminders')
    const { sendDocumentReminders } = await import('#services/drivers/document_reminders')
    const { refreshStale } = await import('#services/drivers/posting_readiness')
    const { sendAuthorityRequestReminders } =
      await import('#services/authority_requests/authority_request_reminders')
    const contracts = await sendContractReminders({ requestId: context.requestId })
    const documents = await sendDocumentReminders({ requestId: context.requestId })
    const authorityRequests = await sendAuthorityRequestReminders({ requestId: context.requestId })
    // The postings whose readiness changed overnight, judged before anyone reads a list.
    const postings = await refreshStale()
    return { contracts, documents, authorityRequests, postings }
  },
  'recheck-vat': async (data) => {
    const { default: VatChecker } = await import('#services/vat/vat_checker')
    const { recheckUnverifiedCompanies } = await import('#services/vat/recheck_unverified')
    return recheckUnverifiedCompanies(await app.container.make(VatChecker), { limit: data.limit ?? 200 })
  },
  'purge-sessions': async () => {
    const { purgeExpiredSessions } = await import('#services/auth/purge_sessions')
    return purgeExpiredSessions()
  },
  'sweep-orphans': async () => {
    const { sweepOrphanFiles } = await import('#services/storage/sweep_orphans')
    return sweepOrphanFiles()
  },
  'erase-drivers': async () => {
    const { eraseExpiredDrivers } = await import('#services/privacy/erasure_run')
    return eraseExpiredDrivers()
  },
}

jobs.register(handlers)
