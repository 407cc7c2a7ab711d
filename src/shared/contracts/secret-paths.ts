/**
 * Addresses that are secrets themselves: whoever holds one can set a password (`/password-reset/{token}`,
 * `/api/password/reset/{token}`) or read a shared list (`/api/shared-favourites/{token}`,
 * `sharedFavourites?list={token}`). They must never reach analytics, logs or error reports.
 */
const SECRET_PATH_SEGMENT = /(\/password-reset\/|\/password\/reset\/|\/shared-favourites\/)[^/?#&\s"'\\<>]+/g
const SECRET_QUERY_VALUE = /([?&](?:list|token)=)[^&#\s"'\\<>]+/g

/** The placeholder a secret is replaced with: a route parameter's name, so a log still tells which page it was. */
export const REDACTED = ':token'

/**
 * Any text (a path, a URL, a log line, an error's message or stack) with those secrets replaced by
 * `:token`; everything else stays as it is. Works on a JSON line too: it stops at quotes and backslashes.
 */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`).replace(SECRET_QUERY_VALUE, `$1${REDACTED}`)
}
