/** The profile enumerations, shared with the portal and the back-office (packages/domain). */
export {
  CIVILITIES,
  LOCALES,
  PHONE_TYPES,
  POSITIONS,
  type Civility,
  type Locale,
  type PhoneType,
  type Position,
} from '@posted-workers/domain'
