import { foldText } from '#services/text/fold'

/** What tells two drivers of a company apart: their names as sign-in folds them, and their date of birth. */
export interface DriverIdentity {
  firstName: string
  lastName: string
  dateOfBirth: string
}

/** A name folded (no case, no accents, ł as l) with its hyphens, apostrophes, dots and spaces as one space. */
export function foldName(name: string) {
  return foldText(name)
    .replace(/[\s\-‐-―'’`´.]+/g, ' ')
    .trim()
}

/**
 * The driver's identity, unique per company: last name, first name and date of birth ("Żuławski-Nowak, Łukasz" born
 * 1980-05-14 is "zulawski nowak|lukasz|1980-05-14", whoever typed it and however).
 */
export function identityKey(identity: DriverIdentity) {
  return `${foldName(identity.lastName)}|${foldName(identity.firstName)}|${identity.dateOfBirth}`
}

/** The names as the roster's and the workers list's search compare them. */
export function driverSearchName(identity: Pick<DriverIdentity, 'firstName' | 'lastName'>) {
  return foldText(`${identity.firstName} ${identity.lastName}`)
}
