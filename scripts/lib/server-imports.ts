/** The server's file-level imports (tests left out), read from the working tree. */
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { importSpecifiers } from './import-rules'
import { isServerTestFile } from './server-graph'

export function resolveImport(file: string, specifier: string): string {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? base
}

export function serverSourceFiles(): string[] {
  return execSync('git ls-files --cached --others --exclude-standard -- server', { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && fs.existsSync(file) && !isServerTestFile(file))
}

/** Every relative import (types included: a type import ties the folders as much as a value import). */
export function serverImports(files = serverSourceFiles()): Array<{ from: string; to: string }> {
  return files.flatMap((file) =>
    importSpecifiers(fs.readFileSync(file, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({ from: file, to: resolveImport(file, specifier) }))
      .filter(({ to }) => to.startsWith('server/')),
  )
}
