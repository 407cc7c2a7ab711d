const PROBE_ORIGIN = 'http://same-site.invalid'

/**
 * The path a redirect may point to: browsers read `//host` and `/\host` as another site, so leading
 * slashes and backslashes collapse to one, and anything that still resolves elsewhere goes home.
 */
export function sameSitePath(pathname: string): string {
  const target = `/${pathname.replace(/^[/\\]+/, '')}`
  return new URL(target, PROBE_ORIGIN).origin === PROBE_ORIGIN ? target : '/'
}
