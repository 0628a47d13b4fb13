import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import { ROLES } from '#enums/roles'
import { NotFoundException } from '#exceptions/not_found_exception'

/** A back-office user (admin or accountant), locked until the transaction ends; 404 for anyone else's id. */
export async function lockedBackOfficeUser(userId: number, trx: TransactionClientContract) {
  const user = await User.query({ client: trx })
    .where('id', userId)
    .whereIn('role', [ROLES.admin, ROLES.accountant])
    .forUpdate()
    .first()
  if (!user?.backOfficeRole) throw new NotFoundException()
  return user as User & { backOfficeRole: NonNullable<User['backOfficeRole']> }
}
