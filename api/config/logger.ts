import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stdSerializers, targets } from '@adonisjs/core/logger'
import { safeErrorForLog } from '#services/logging/safe_error'

const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: 'api',
      level: env.get('LOG_LEVEL'),
      // An error logged under `err` (the framework's and ours): a database error without the values it quotes, any
      // error without the e-mail addresses it names.
      serializers: {
        err: (error: unknown) => safeErrorForLog(error, stdSerializers.err),
      },
      transport: {
        targets: targets()
          .pushIf(!app.inProduction, targets.pretty())
          .pushIf(app.inProduction, targets.file({ destination: 1 }))
          .toArray(),
      },
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
