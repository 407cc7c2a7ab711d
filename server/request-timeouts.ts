/** Headers are small: a client that has not sent them in 10 s is holding the connection, not sending. */
const HEADERS_TIMEOUT_MS = 10_000

/**
 * Node's server options that end slow-body and slow-header connections (3,000 of them stayed open
 * in a probe). Node checks open connections only every `connectionsCheckingInterval`, 30 s by
 * default, so the check runs more often for short limits.
 */
export function requestTimeouts(requestTimeoutSeconds: number) {
  const requestTimeout = requestTimeoutSeconds * 1000
  return {
    requestTimeout,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      connectionsCheckingInterval: Math.min(5_000, Math.max(250, requestTimeout / 4)),
    },
  }
}
