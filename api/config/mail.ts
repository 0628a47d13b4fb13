import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, transports } from '@adonisjs/mail'
import { FileTransport } from '#services/mail/file_transport'

const smtpAuth =
  env.get('SMTP_USERNAME') && env.get('SMTP_PASSWORD')
    ? { type: 'login' as const, user: env.get('SMTP_USERNAME')!, pass: env.get('SMTP_PASSWORD')! }
    : undefined

const mailConfig = defineConfig({
  default: env.get('MAIL_MAILER'),
  from: { address: env.get('MAIL_FROM_ADDRESS'), name: env.get('MAIL_FROM_NAME') },
  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST', 'localhost'),
      port: env.get('SMTP_PORT', 587),
      auth: smtpAuth,
    }),
    // Without SMTP (development), messages are written as JSON files a developer can open.
    file: () => new FileTransport(env.get('MAIL_FILE_PATH') || app.makePath('storage/mails')),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
