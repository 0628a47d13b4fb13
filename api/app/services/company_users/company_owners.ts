import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import { BusinessException } from '#exceptions/business_exception'

/**
 * Refuses (422) to remove or demote `user` when they are the company's last active owner. The company's owners are
 * locked first, so that two owners demoting each other at once cannot both succeed.
 */
export async function assertNotLastOwner(user: User, trx: TransactionClientContract) {
  if (user.companyRole !== 'owner') return
  const owners = await User.query({ client: trx })
    .where('company_id', user.companyId!)
    .where('company_role', 'owner')
    .where('is_active', true)
    .forUpdate()
  if (!owners.some((owner) => owner.id !== user.id)) {
    throw new BusinessException('companyUsers.lastOwner', { status: 422 })
  }
}

/**
 * A user of the company by id, active; another company's or a missing one is null (the caller answers 404). `lock`:
 * locked until `trx` ends.
 */
export function findCompanyUser(
  companyId: number,
  userId: unknown,
  trx?: TransactionClientContract,
  lock = false
) {
  const query = User.query({ client: trx })
    .where('id', Number(userId))
    .where('company_id', companyId)
    .where('is_active', true)
  if (lock) query.forUpdate()
  return query.first()
}
