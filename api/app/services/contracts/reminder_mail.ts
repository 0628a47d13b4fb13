import User from '#models/user'
import WorkerContract from '#models/worker_contract'
import ContractReminderNotification from '#mails/contract_reminder_notification'
import { languageOf } from '#services/profiles/user_language'

/** The reminder that `workerContractId` ends in `daysLeft` days, to one user; null when either is gone. */
export async function contractReminderMail(workerContractId: number, userId: number, daysLeft: number) {
  const [contract, user] = await Promise.all([
    WorkerContract.query().where('id', workerContractId).preload('representativeCountry').first(),
    User.query().where('id', userId).where('is_active', true).first(),
  ])
  if (!contract || !user) return null
  return new ContractReminderNotification(user.email, languageOf(user), {
    countryCode: contract.representativeCountry.code,
    isMobilityPackage: contract.representativeCountry.isMobilityPackage,
    endDate: contract.endDate,
    daysLeft,
  })
}
