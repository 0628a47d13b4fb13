#!/usr/bin/env bash
# Starts the built product for the journeys on :3335 over a fresh e2e database with the demo data.
set -euo pipefail
cd "$(dirname "$0")/../api/build"

export NODE_ENV=production PORT=3335 HOST=127.0.0.1 APP_URL=http://localhost:3335
export DB_DATABASE=posted_workers_e2e SECURE_COOKIES=false DEMO_DATA=true
export SESSION_DRIVER=database LIMITER_STORE=database MAIL_MAILER=file LOG_LEVEL=warn
cp ../.env .env
node ace.js db:wipe --force > /dev/null
node ace.js db:migrate --force > /dev/null
node ace.js db:seed > /dev/null
exec node bin/server.js
