import { foldText } from '#services/text/fold'

/**
 * The one form of a login or an e-mail that sign-in and uniqueness compare: trimmed, without case or accents
 * ("Łukasz.Żak@X.pl" and "lukasz.zak@x.pl" are the same identifier).
 */
export function identifierKey(value: string): string {
  return foldText(value)
}

/** The identifiers a user signs in with: their login and their e-mail, once when they are the same. */
export function identifierKeys(user: { login: string; email: string }): string[] {
  return [...new Set([identifierKey(user.login), identifierKey(user.email)])]
}

export interface IdentifierClashes {
  /** identifier → user id, one row of user_identifiers each. */
  identifiers: Map<string, number>
  /** Logins replaced because another user signs in with them. */
  loginChanges: { userId: number; from: string; to: string }[]
  /** Users whose e-mail another (earlier) user's e-mail already is, once compared: an admin must decide. */
  unresolved: { userId: number; email: string }[]
}

/**
 * Gives existing users one namespace. E-mails are mailboxes and win over logins, the earlier user over the later;
 * a clashing login becomes its user's own e-mail, or is suffixed with the user's id when that is taken as well.
 */
export function resolveIdentifierClashes(
  users: { id: number; login: string; email: string }[]
): IdentifierClashes {
  const identifiers = new Map<string, number>()
  const unresolved: IdentifierClashes['unresolved'] = []
  const loginChanges: IdentifierClashes['loginChanges'] = []
  const sorted = [...users].sort((a, b) => a.id - b.id)
  for (const user of sorted) {
    const key = identifierKey(user.email)
    if (identifiers.has(key)) unresolved.push({ userId: user.id, email: user.email })
    else identifiers.set(key, user.id)
  }
  for (const user of sorted) {
    const takenByOther = (value: string) => {
      const owner = identifiers.get(identifierKey(value))
      return owner !== undefined && owner !== user.id
    }
    let login = user.login
    if (takenByOther(login)) {
      login = takenByOther(user.email) ? `${user.login}-${user.id}` : user.email
      loginChanges.push({ userId: user.id, from: user.login, to: login })
    }
    identifiers.set(identifierKey(login), user.id)
  }
  return { identifiers, loginChanges, unresolved }
}
