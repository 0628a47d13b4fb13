import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The postings of an ended contract are never judged again, but those stored with a readiness that lapsed before the
 * end stayed past their date: a company's roster and the compliance list read every one of them as stale on every
 * call, to drop them by their contract's end. From now on a readiness that holds to its contract's last day is stored
 * as holding for ever, and an ended contract's stale postings are settled on their next read
 * (posting_readiness.ts); this settles the ones already there, keeping the readiness each has. Nothing to undo: a
 * settled posting reads as it did.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await db.rawQuery(
        `UPDATE workers JOIN worker_contracts ON worker_contracts.id = workers.worker_contract_id
           SET workers.readiness_valid_through = '9999-12-31'
         WHERE worker_contracts.end_date < UTC_DATE() AND workers.readiness_valid_through < UTC_DATE()`
      )
    })
  }

  async down() {}
}
