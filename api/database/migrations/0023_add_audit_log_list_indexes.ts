import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The back-office audit log lists lines newest first, filtered by admin, action, record (type, and id) and date.
 * Each filter gets an index ending in `created_at`, so that its first page reads the index backwards and stops,
 * however many lines the log holds; the date range alone has the `created_at` index. The new user and subject
 * indexes take over from the narrower ones (the user one serves the foreign key too).
 */
export default class extends BaseSchema {
  protected tableName = 'audit_logs'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['user_id', 'created_at'], 'audit_logs_user_created_index')
      table.index(['action', 'created_at'], 'audit_logs_action_created_index')
      table.index(['subject_type', 'created_at'], 'audit_logs_subject_type_created_index')
      table.index(['subject_type', 'subject_id', 'created_at'], 'audit_logs_subject_created_index')
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['user_id'])
      table.dropIndex(['subject_type', 'subject_id'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['user_id'])
      table.index(['subject_type', 'subject_id'])
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex([], 'audit_logs_user_created_index')
      table.dropIndex([], 'audit_logs_action_created_index')
      table.dropIndex([], 'audit_logs_subject_type_created_index')
      table.dropIndex([], 'audit_logs_subject_created_index')
    })
  }
}
