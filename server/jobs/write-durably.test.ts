import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const hasStrace = spawnSync('strace', ['-V']).status === 0

/** The system calls of a real process are the only place a missing fsync shows. */
describe('writeDurably', () => {
  it.skipIf(!hasStrace)('fsyncs the file before renaming it and the folder after', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'durable-'))
    const target = path.join(dir, 'A26-000001.json')
    const script = path.join(dir, 'write.mts')
    const module = path.resolve(__dirname, 'write-durably.ts')
    fs.writeFileSync(
      script,
      `import { writeDurably } from ${JSON.stringify(module)}\nawait writeDurably(process.argv[2], '{}')\n`,
    )
    const trace = path.join(dir, 'trace.txt')
    const tsx = path.resolve(__dirname, '../../node_modules/.bin/tsx')
    const run = spawnSync('strace', [
      '-f',
      '-qq',
      '-e',
      'trace=fsync,fdatasync,rename,renameat,renameat2',
      '-o',
      trace,
      tsx,
      script,
      target,
    ])
    expect(run.status).toBe(0)
    const calls = fs
      .readFileSync(trace, 'utf8')
      .split('\n')
      .map((line) => (/\b(fsync|fdatasync|rename\w*)\(/.exec(line)?.[1] ?? '').replace(/^rename\w*/, 'rename'))
      .filter(Boolean)
    const renamed = calls.lastIndexOf('rename')
    expect(calls.slice(0, renamed)).toContain('fsync')
    expect(calls.slice(renamed + 1)).toContain('fsync')
    expect(fs.readFileSync(target, 'utf8')).toBe('{}')
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
