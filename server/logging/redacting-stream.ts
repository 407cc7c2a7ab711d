import pino, { type DestinationStream } from 'pino'
import { redactSecrets } from '../../src/shared/contracts/secret-paths'
import { readableLogStream } from './readable-log'

/**
 * Where the server's log lines go, with every secret address redacted on the way (a password-reset
 * link's token, a shared list's token): in a request's URL, a 404's message, an error's stack alike.
 * One filter over the whole line instead of a serializer per field, so no new log field can leak one.
 * `out`: the standard output by default (pino's own destination for JSON); tests pass their own.
 */
export function redactingLogStream(format: 'pretty' | 'json', out?: NodeJS.WritableStream): DestinationStream {
  const inner: DestinationStream = format === 'pretty' ? readableLogStream(out) : (out ?? pino.destination(1))
  return { write: (line: string) => void inner.write(redactSecrets(line)) }
}
