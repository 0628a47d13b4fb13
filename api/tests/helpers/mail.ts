import drive from '@adonisjs/drive/services/main'
import mail from '@adonisjs/mail/services/main'
import type { Group } from '@japa/runner/core'

/** Documents on a fake disk; the mailer a test fakes is restored after it. */
export function fakeDriveAndRestoreMail(group: Group) {
  group.each.setup(() => {
    drive.fake()
    return () => {
      drive.restore()
      mail.restore()
    }
  })
}

/** mail.send fails `times` times (every time when omitted), then sends; call the returned function to restore it. */
export function failingSends(times = Number.POSITIVE_INFINITY) {
  const send = mail.send
  let failures = 0
  mail.send = async function (this: typeof mail, ...args: Parameters<typeof mail.send>) {
    if (failures < times) {
      failures++
      throw new Error('SMTP server unreachable')
    }
    return send.apply(this, args)
  }
  return () => {
    mail.send = send
  }
}
