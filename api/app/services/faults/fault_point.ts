/**
 * Named points in the middle of the product's writes where the operations tests stop a process dead (SIGKILL) to
 * prove that nothing is left half-done (tests/operations/killed_mid_write.spec.ts). With FAULT_POINT set to a point's
 * name, the process announces on stdout that it reached it and waits there for ever, for the test to kill it; unset
 * (always, outside those tests), each point is a comparison and nothing more.
 */
export type FaultPointName =
  | 'upload.filesStored'
  | 'upload.beforeCommit'
  | 'registration.beforeCommit'
  | 'validation.beforeCommit'
  | 'creditNote.beforeCommit'
  | 'export.streaming'
  | 'mail.beforeSend'

const chosen = process.env.FAULT_POINT || null

export async function faultPoint(name: FaultPointName) {
  if (chosen !== name) return
  process.stdout.write(`fault point reached: ${name}\n`)
  await new Promise(() => {})
}
