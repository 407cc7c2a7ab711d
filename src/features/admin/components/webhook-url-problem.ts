/**
 * Why a receiver URL cannot be saved, or null: the same rule as the server's (an absolute http or
 * https URL, at most 2000 characters), checked first here so the admin reads it beside the field.
 */
export function webhookUrlProblem(url: string): 'empty' | 'not-http' | 'too-long' | null {
  const value = url.trim()
  if (!value) return 'empty'
  if (value.length > 2000) return 'too-long'
  if (!/^https?:\/\//i.test(value)) return 'not-http'
  try {
    new URL(value)
  } catch {
    return 'not-http'
  }
  return null
}
