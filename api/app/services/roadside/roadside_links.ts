import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import env from '#start/env'
import RoadsideLink from '#models/roadside_link'
import type Worker from '#models/worker'
import WorkerContract from '#models/worker_contract'
import { todayUtc } from '#services/contracts/contract_term'
import { recordAdminAudit, type AuditActor } from '#services/audit/record_audit'

/**
 * A posting's roadside link: `/{lang}/r/{token}`, a page a controller opens without signing in. The token is 192
 * random bits; the database keeps its SHA-256 (to find the link) and its encryption by the app key (to show the QR
 * code again and draw it on the certificate). A link answers until its posting's contract ends, unless revoked.
 */

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A token's shape (base64url of 24 bytes): anything else is not looked up. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{32}$/.test(token)

export function linkUrl(link: RoadsideLink, lang: string) {
  const token = encryption.decrypt<string>(link.tokenEncrypted)
  return `${env.get('APP_URL')}/${lang}/r/${token}`
}

/** The posting's live link (not revoked, its contract not ended), the newest. */
export function liveLinkOf(workerId: number, client?: TransactionClientContract, today = todayUtc()) {
  return RoadsideLink.query({ client })
    .where('worker_id', workerId)
    .whereNull('revoked_at')
    .where('expires_on', '>=', today)
    .orderBy('id', 'desc')
    .first()
}

/**
 * The posting's live link, or a new one valid until its contract ends; null when the contract has ended (nothing to
 * show a controller any more). Two calls at once make one link: the posting's row is locked while it is looked for.
 */
export async function ensureLink(posting: Worker, userId: number | null, actor: AuditActor | null = null) {
  return db.transaction(async (trx) => {
    await trx.from('workers').where('id', posting.id).forUpdate().first()
    const live = await liveLinkOf(posting.id, trx)
    if (live) return live
    const contract = await WorkerContract.findOrFail(posting.workerContractId, { client: trx })
    if (contract.endDate < todayUtc()) return null
    const token = randomBytes(24).toString('base64url')
    const link = await RoadsideLink.create(
      {
        workerId: posting.id,
        companyId: posting.companyId,
        tokenHash: hashToken(token),
        tokenEncrypted: encryption.encrypt(token),
        expiresOn: contract.endDate,
        createdByUserId: userId,
      },
      { client: trx }
    )
    await recordAdminAudit(
      actor,
      {
        action: 'roadsideLink.create',
        subjectType: 'worker',
        subjectId: posting.id,
        payload: { after: { expiresOn: link.expiresOn }, companyId: posting.companyId },
      },
      trx
    )
    return link
  })
}

/** Ends the posting's live links; how many were live. */
export async function revokeLinks(workerId: number, trx: TransactionClientContract) {
  const live = await RoadsideLink.query({ client: trx })
    .where('worker_id', workerId)
    .whereNull('revoked_at')
    .forUpdate()
  for (const link of live) await link.merge({ revokedAt: DateTime.utc() }).useTransaction(trx).save()
  return live.length
}

export type LinkState = 'live' | 'revoked' | 'expired'

/** The link a token names, and whether it still answers; null for a token nobody was given. */
export async function linkOfToken(token: string, today = todayUtc()) {
  if (!isTokenShaped(token)) return null
  const link = await RoadsideLink.findBy('token_hash', hashToken(token))
  if (!link) return null
  const state: LinkState = link.revokedAt ? 'revoked' : link.expiresOn < today ? 'expired' : 'live'
  return { link, state }
}

/** Keeps an opening of the page: when, from which address, with which browser. */
export async function recordOpening(link: RoadsideLink, ip: string, userAgent: string | undefined) {
  await db.table('roadside_openings').insert({
    roadside_link_id: link.id,
    opened_at: new Date(),
    ip: ip.slice(0, 45),
    user_agent: userAgent ? userAgent.slice(0, 255) : null,
  })
}

/** How often the posting's links were opened, and when last (ISO instant). */
export async function openingsOf(workerId: number) {
  const [row] = await db
    .from('roadside_openings')
    .join('roadside_links', 'roadside_links.id', 'roadside_openings.roadside_link_id')
    .where('roadside_links.worker_id', workerId)
    .count('* as count')
    .max('roadside_openings.opened_at as last')
  return {
    count: Number(row.count),
    lastOpenedAt: row.last ? new Date(row.last).toISOString() : null,
  }
}
