export const civilities = ['MR', 'MRS'] as const

export const phoneTypes = ['BUSINESS', 'HOME', 'MOBILE'] as const

export const positions = [
  'MANAGER',
  'PRESIDENT',
  'GENERAL_DIRECTOR',
  'FINANCIAL_DIRECTOR',
  'COMMERCIAL_DIRECTOR',
  'EXPORT_MANAGER',
  'COMMUNICATION_DIRECTOR',
  'ACCOUNTING_MANAGER',
  'ACCOUNTANT',
  'ACCOUNTING_ASSISTANT',
  'ASSISTANT_DIRECTOR',
  'COMMERCIAL',
  'OWNER',
] as const

/** Select choices whose labels are translation keys `app.<group>.<value>` (react-admin translates them). */
export const choicesOf = (group: string, values: readonly string[]) =>
  values.map((value) => ({ id: value, name: `app.${group}.${value}` }))
