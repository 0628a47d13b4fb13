/** Select choices whose labels are translation keys `app.<group>.<value>` (react-admin translates them). */
export const choicesOf = (group: string, values: readonly string[]) =>
  values.map((value) => ({ id: value, name: `app.${group}.${value}` }))
