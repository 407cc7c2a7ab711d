import type { DestinationStream } from 'pino'

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' }

type LogLine = {
  level: number
  time: number
  msg?: string
  reqId?: string
  req?: { method?: string; url?: string }
  res?: { statusCode?: number }
  responseTime?: number
  err?: { message?: string; stack?: string }
}

/** One pino JSON line as a person reads it: time, level, message, the request it belongs to, and a stack when there is one. */
export function formatLogLine(json: string): string {
  let line: LogLine
  try {
    line = JSON.parse(json) as LogLine
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`
  }
  const time = new Date(line.time).toTimeString().slice(0, 8)
  const level = (LEVEL_NAMES[line.level] ?? String(line.level)).padEnd(5)
  const request = line.req?.method ? ` ${line.req.method} ${line.req.url ?? ''}` : ''
  const status = line.res?.statusCode ? ` → ${line.res.statusCode}` : ''
  const took = line.responseTime !== undefined ? ` (${Math.round(line.responseTime)} ms)` : ''
  const id = line.reqId ? ` [${line.reqId}]` : ''
  const stack = line.err?.stack ? `\n${line.err.stack.replace(/^/gm, '    ')}` : ''
  return `${time} ${level} ${line.msg ?? line.err?.message ?? ''}${request}${status}${took}${id}${stack}\n`
}

/**
 * A pino destination that writes readable lines instead of JSON (LOG_FORMAT=pretty, the default for
 * `npm start`). A dozen lines instead of pino-pretty, which is not a dependency of the shop.
 */
export function readableLogStream(out: NodeJS.WritableStream = process.stdout): DestinationStream {
  return { write: (json: string) => void out.write(formatLogLine(json)) }
}
