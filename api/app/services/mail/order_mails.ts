import i18nManager from '@adonisjs/i18n/services/main'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import type { BaseMail } from '@adonisjs/mail'
import paymentConfig from '#config/payment'
import Invoice from '#models/invoice'
import User from '#models/user'
import WorkerContract from '#models/worker_contract'
import WorkerRequest from '#models/worker_request'
import type { Locale } from '#enums/profile'
import { isLocale } from '#services/http/paths'
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

function localeOf(user: User | null | undefined): Locale {
  return user && isLocale(user.locale) ? user.locale : 'fr'
}

/**
 * E-mails that cannot be made (their data, their PDF) or sent are logged: the order or the validation they follow is
 * committed already and stands. Each recipient's failure is its own.
 */
async function logFailure(what: string, work: () => Promise<void>) {
  try {
    await work()
  } catch (error) {
    logger.error({ err: error }, `${what} e-mail not sent`)
  }
}

async function sendLogged(build: () => Promise<BaseMail>, what: string) {
  await logFailure(what, async () => {
    await mail.send(await build())
  })
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
export function sendTransferOrderMail(requestId: number) {
  return logFailure('transfer order', () => transferOrderMails(requestId))
}

async function transferOrderMails(requestId: number) {
  const request = await WorkerRequest.query()
    .where('id', requestId)
    .preload('company')
    .preload('user')
    .preload('lines', (lines) =>
      lines.preload('representativeCountry').preload('sourceWorkerContract').orderBy('id')
    )
    .firstOrFail()
  // The user who ordered; an order an admin placed for the company goes to the company's users.
  const recipients =
    request.user && request.user.companyId === request.companyId
      ? [request.user]
      : await User.query().where('company_id', request.companyId).where('is_active', true).orderBy('id')
  for (const user of recipients) await sendTransferOrderTo(request, user)
}

async function sendTransferOrderTo(request: WorkerRequest, user: User) {
  const locale = localeOf(user)
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
  await sendLogged(
    async () =>
      new TransferOrderNotification(user.email, locale, {
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
      }),
    'transfer order'
  )
}

/**
 * Once a request is validated (card notification or an admin after the transfer), to every active user of the
 * company in the user's language: which contracts run from when to when, with the request's invoices attached.
 */
export function sendRequestValidatedMails(requestId: number) {
  return logFailure('request validated', () => requestValidatedMails(requestId))
}

async function requestValidatedMails(requestId: number) {
  const request = await WorkerRequest.findOrFail(requestId)
  // The contracts of the request's lines: those it created, and those an upgrade raised.
  const [contracts, invoices, users] = await Promise.all([
    WorkerContract.query()
      .whereIn('id', (lines) =>
        lines.from('worker_request_lines').select('worker_contract_id').where('worker_request_id', requestId)
      )
      .preload('representativeCountry')
      .orderBy('id'),
    Invoice.query().where('worker_request_id', requestId).orderBy('sequence_number'),
    User.query().where('company_id', request.companyId).where('is_active', true).orderBy('id'),
  ])
  const attachments = new Map<Locale, Promise<{ fileName: string; bytes: Buffer }[]>>()
  // The invoices in a language, rendered once for all the users who read it.
  const invoicesIn = (locale: Locale) => {
    if (!attachments.has(locale)) {
      attachments.set(
        locale,
        (async () => {
          const files = []
          for (const invoice of invoices) {
            const file = await invoiceFile(invoice, locale)
            files.push({ fileName: file.fileName, bytes: await documentBytes(file) })
          }
          return files
        })()
      )
    }
    return attachments.get(locale)!
  }
  for (const user of users) {
    const locale = localeOf(user)
    const lines = contracts.map((contract) => ({
      country: countryName(contract.representativeCountry.code, locale),
      start: formatDate(contract.startDate),
      end: formatDate(contract.endDate),
    }))
    await sendLogged(
      async () => new RequestValidatedNotification(user.email, locale, lines, await invoicesIn(locale)),
      'request validated'
    )
  }
}
