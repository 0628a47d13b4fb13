export const ROLES = { customer: 'customer', admin: 'eurofiscalis-workers-admin' } as const
export type Role = (typeof ROLES)[keyof typeof ROLES]
