/**
 * Whether `error` is the database refusing a row because the unique key `keyName` already holds its value: two
 * writes that both passed their own "is it taken?" check meet there, and the one that loses is told why rather than
 * answered 500. MySQL and MariaDB both name the key in the message (MySQL prefixed with its table).
 */
export function isDuplicateKey(error: unknown, keyName: string) {
  const { code, message } = error as { code?: string; message?: string }
  return code === 'ER_DUP_ENTRY' && String(message).includes(keyName)
}
