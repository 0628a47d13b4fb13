/** The journeys' server: :3335 and its own database unless E2E_PORT / E2E_DATABASE say otherwise (a second checkout). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3335)
export const E2E_DATABASE = process.env.E2E_DATABASE ?? 'posted_workers_e2e'
export const BASE_URL = `http://localhost:${E2E_PORT}`
