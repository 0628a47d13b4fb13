import env from '#start/env'
import { defineConfig } from '@adonisjs/lucid'
import { parseReadHosts, withReadReplicas } from '#services/database/read_replicas'

const dbConfig = defineConfig({
  connection: 'mysql',
  prettyPrintDebugQueries: false,
  connections: {
    mysql: {
      client: 'mysql2',
      // Read replicas when DB_READ_HOSTS names some (see services/database/read_replicas.ts).
      ...withReadReplicas(
        {
          host: env.get('DB_HOST'),
          port: env.get('DB_PORT'),
          user: env.get('DB_USER'),
          password: env.get('DB_PASSWORD', ''),
          database: env.get('DB_DATABASE'),
          charset: 'utf8mb4',
          timezone: 'Z',
          // DATE columns stay calendar dates ('2026-11-22'), never shifted by a time zone.
          dateStrings: ['DATE'],
        },
        parseReadHosts(env.get('DB_READ_HOSTS'), env.get('DB_PORT'))
      ),
      pool: { min: 0, max: 10 },
      migrations: {
        naturalSort: true,
        paths: ['database/migrations'],
      },
      seeders: { paths: ['database/seeders'] },
    },
  },
})

export default dbConfig
