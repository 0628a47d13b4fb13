import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'
import { s3DriverOptions, s3SettingsFromEnv } from '#services/storage/s3_settings'

const disk = env.get('DRIVE_DISK')

const driveConfig = defineConfig({
  default: disk,
  // Private files: never served directly, only through authorised download routes.
  services: {
    fs: services.fs({
      location: env.get('STORAGE_PATH') || app.makePath('storage/files'),
      serveFiles: false,
      visibility: 'private',
    }),
    // Declared only when chosen: the drive resolves every declared service at boot, which loads the AWS SDK.
    ...(disk === 's3' ? { s3: services.s3(s3DriverOptions(s3SettingsFromEnv())) } : {}),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
