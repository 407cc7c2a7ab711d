import { describe, expect, it } from 'vitest'
import { formatLogLine } from './readable-log'

describe('readable log lines', () => {
  it('shows time, level, message and the request, one line each', () => {
    const time = new Date(2026, 10, 23, 9, 5, 7).getTime()
    const line = formatLogLine(
      JSON.stringify({
        level: 40,
        time,
        msg: 'slow answer',
        reqId: 'req-7',
        req: { method: 'GET', url: '/api/x' },
        res: { statusCode: 200 },
        responseTime: 812.4,
      }),
    )
    expect(line).toBe('09:05:07 WARN  slow answer GET /api/x → 200 (812 ms) [req-7]\n')
  })

  it('indents the stack of an error under its line, and passes anything that is not JSON through', () => {
    const line = formatLogLine(JSON.stringify({ level: 50, time: 0, err: { message: 'boom', stack: 'Error: boom\n    at x' } }))
    expect(line).toContain('ERROR boom\n    Error: boom\n        at x\n')
    expect(formatLogLine('plain text')).toBe('plain text\n')
  })
})
