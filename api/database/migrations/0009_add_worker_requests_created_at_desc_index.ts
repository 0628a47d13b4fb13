import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The back-office requests list sorted by date, newest first, orders by `created_at DESC, id ASC` (the id keeps the
 * order stable). The index on created_at serves only the oldest-first order (read backwards it gives id DESC), so
 * the newest-first one sorted every request. A descending index (MySQL 8.4 and MariaDB 10.8+ both accept it) lets
 * a page be read straight from the index.
 */
export default class extends BaseSchema {
  protected tableName = 'worker_requests'

  async up() {
    this.schema.raw(
      'CREATE INDEX worker_requests_created_at_desc_id_index ON worker_requests (created_at DESC, id)'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX worker_requests_created_at_desc_id_index ON worker_requests')
  }
}
