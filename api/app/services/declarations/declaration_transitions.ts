import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { canMoveDeclaration, type DeclarationStatus } from '@posted-workers/domain'
import type PostingDeclaration from '#models/posting_declaration'
import { BusinessException } from '#exceptions/business_exception'

/** A new declaration is a draft. The only status written outside `transitionDeclaration`, at creation. */
export const INITIAL_DECLARATION_STATUS = 'draft' satisfies DeclarationStatus

/**
 * The one way a declaration changes status, through the domain's table (draft → submitted → withdrawn), inside the
 * caller's transaction; a refused change is the user's (400 saying which status it needs).
 */
export async function transitionDeclaration(
  declaration: PostingDeclaration,
  to: DeclarationStatus,
  trx: TransactionClientContract
) {
  if (!canMoveDeclaration(declaration.status, to)) {
    throw new BusinessException(`declarations.transition.${to}`)
  }
  declaration.useTransaction(trx)
  declaration.status = to
  await declaration.save()
  return declaration
}
