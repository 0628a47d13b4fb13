/*
| Readiness checks behind GET /health/ready (answered by app/middleware/health_middleware.ts), each with its time
| limit. A service the api needs registers here with one line; an optional one only when it is configured.
*/
import db from '@adonisjs/lucid/services/db'
import { DbCheck } from '@adonisjs/lucid/database'
import { registerReadinessCheck } from '#services/health/readiness'

registerReadinessCheck('database', new DbCheck(db.connection()), 2000)
