import i18nManager from '@adonisjs/i18n/services/main'
import logger from '@adonisjs/core/services/logger'
import paymentConfig from '#config/payment'
import Invoice from '#models/invoice'
import User from '#models/user'
import WorkerContract from '#models/worker_contract'
import WorkerRequest from '#models/worker_request'
import type { Locale } from '#enums/profile'
import { addressLines, formatDate, formatMoney } from '#services/billing/format'
import { countryName, customerSnapshot, sellerParty } from '#services/billing/parties'
import { billedMonths, invoiceLineDescription } from '#services/billing/invoice_lines'
import { requestTotals } from '#services/billing/order_totals'
import { documentBytes, invoiceFile } from '#services/billing/document_files'
import { lineDates } from '#services/requests/line_dates'
import { todayUtc } from '#services/contracts/contract_term'
import { renderProFormaPdf } from '#services/pdf/pro_forma_pdf'
import TransferOrderNotification from '#mails/transfer_order_notification'
import RequestValidatedNotification from '#mails/request_validated_notification'
import { queueMail } from '#services/mail/queue_mail'
import { languageOf } from '#services/profiles/user_language'

/**
 * The e-mails that follow an order or a validation: one job per recipient (see send_mail_job.ts). Finding the
 * recipients may fail too; that is logged, never thrown: the order or the validation is committed and stands.
 */
async function logFailure(what: string, work: () => Promise<void>) {
  try {
    await work()
  } catch (error) {
    logger.error({ err: error }, `${what} e-mails not sent`)
  }
}

/**
 * The pro-forma of a request waiting for its transfer, in `locale`: the lines the invoices will carry, the totals it
 * was ordered under, the reference to quote. Relations used: lines.representativeCountry,
 * lines.sourceWorkerContract, company.
 */
export async function proFormaPdf(request: WorkerRequest, locale: Locale) {
  const customer = customerSnapshot(request.company, locale)
  const totals = requestTotals(request)
  const today = todayUtc()
  return renderProFormaPdf({
    locale,
    currency: request.currency,
    date: request.createdAt.toISODate()!,
    paymentReference: request.paymentReference,
    seller: sellerParty(locale),
    customer: {
      name: customer.customerName,
      addressLines: addressLines(customer.customerAddress),
      vatNumber: customer.customerVatNumber,
    },
    bank: paymentConfig.bank,
    items: request.lines.map((line) => {
      const months = billedMonths(line.monthlyAmountCents, line.totalAmountCents)
      const dates = lineDates(request, line, today)
      return {
        description: invoiceLineDescription(
          {
            type: request.type,
            countryCode: line.representativeCountry.code,
            months: months ?? 6,
            packageSignature: line.packageSignature,
            allowedNumberOfWorkers: line.allowedNumberOfWorkers,
          },
          locale
        ),
        periodStart: dates.startDate,
        periodEnd: dates.endDate,
        quantity: months ?? 1,
        unitAmountCents: months ? line.monthlyAmountCents : line.totalAmountCents,
        amountCents: line.totalAmountCents,
      }
    }),
    amountWithoutTaxCents: totals.totalWithoutTaxCents,
    amountTaxesCents: totals.vatCents,
    amountWithTaxesCents: totals.totalWithTaxCents,
    vatRateBasisPoints: totals.vatRateBasisPoints,
    reverseCharge: totals.reverseCharge,
  })
}

/** After an order paid by transfer, to the user who placed it: amount, reference, bank account, pro-forma. */
export function sendTransferOrderMail(workerRequestId: number, requestId?: string) {
  return logFailure('transfer order', async () => {
    const request = await WorkerRequest.query().where('id', workerRequestId).preload('user').firstOrFail()
    // The user who ordered; an order an admin placed for the company goes to the company's users.
    const recipients =
      request.user && request.user.companyId === request.companyId
        ? [request.user]
        : await User.query().where('company_id', request.companyId).where('is_active', true).orderBy('id')
    for (const user of recipients) {
      await queueMail({ mail: 'transferOrder', workerRequestId, userId: user.id }, requestId)
    }
  })
}

/** The transfer order e-mail to one user; null when the request or the user is gone. */
export async function transferOrderMail(workerRequestId: number, userId: number) {
  const [request, user] = await Promise.all([
    WorkerRequest.query()
      .where('id', workerRequestId)
      .preload('company')
      .preload('lines', (lines) =>
        lines.preload('representativeCountry').preload('sourceWorkerContract').orderBy('id')
      )
      .first(),
    User.find(userId),
  ])
  if (!request || !user) return null
  const locale = languageOf(user)
  const i18n = i18nManager.locale(locale)
  const label = (key: string) => i18n.t(`mail.transferOrder.${key}`)
  const { bank } = paymentConfig
  const today = todayUtc()
  const lines = request.lines.map((line) => {
    const dates = lineDates(request, line, today)
    return i18n.t('mail.transferOrder.line', {
      country: countryName(line.representativeCountry.code, locale),
      start: dates.startDate ? formatDate(dates.startDate) : '',
      end: dates.endDate ? formatDate(dates.endDate) : '',
    })
  })
  return new TransferOrderNotification(user.email, locale, {
    paymentReference: request.paymentReference,
    details: [
      { label: label('amount'), value: formatMoney(request.amountCents, request.currency, locale) },
      { label: label('referenceLabel'), value: request.paymentReference },
      { label: label('beneficiary'), value: bank.beneficiary },
      { label: 'IBAN', value: bank.iban },
      { label: 'BIC', value: bank.bic },
      { label: label('bank'), value: bank.bankName },
    ],
    lines,
    proForma: {
      fileName: `${i18n.t('billing.proForma.fileName')}-${request.paymentReference}.pdf`,
      bytes: await proFormaPdf(request, locale),
    },
  })
}

/**
 * Once a request is validated (card notification or an admin after the transfer), to every active user of the
 * company in the user's language: which contracts run from when to when, with the request's invoices attached.
 */
export function sendRequestValidatedMails(workerRequestId: number, requestId?: string) {
  return logFailure('request validated', async () => {
    const request = await WorkerRequest.findOrFail(workerRequestId)
    const users = await User.query()
      .where('company_id', request.companyId)
      .where('is_active', true)
      .orderBy('id')
    for (const user of users) {
      await queueMail({ mail: 'requestValidated', workerRequestId, userId: user.id }, requestId)
    }
  })
}

/** The validation e-mail to one user, the request's invoices in the user's language attached. */
export async function requestValidatedMail(workerRequestId: number, userId: number) {
  const user = await User.find(userId)
  if (!user) return null
  // The contracts of the request's lines: those it created, and those an upgrade raised.
  const [contracts, invoices] = await Promise.all([
    WorkerContract.query()
      .whereIn('id', (lines) =>
        lines
          .from('worker_request_lines')
          .select('worker_contract_id')
          .where('worker_request_id', workerRequestId)
      )
      .preload('representativeCountry')
      .orderBy('id'),
    Invoice.query().where('worker_request_id', workerRequestId).orderBy('sequence_number'),
  ])
  const locale = languageOf(user)
  const files = []
  for (const invoice of invoices) {
    const file = await invoiceFile(invoice, locale)
    files.push({ fileName: file.fileName, bytes: await documentBytes(file) })
  }
  const today = todayUtc()
  const lines = contracts
    .toSorted((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id)
    .map((contract) => ({
      country: countryName(contract.representativeCountry.code, locale),
      start: formatDate(contract.startDate),
      end: formatDate(contract.endDate),
      scheduled: contract.startDate > today,
    }))
  return new RequestValidatedNotification(user.email, locale, lines, files)
}
