import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Config } from '../config'

/**
 * The key that signs session tokens: SESSION_SECRET when set; otherwise a random one generated on
 * the first start and kept in DATA_DIR/session-secret (owner-only), so sessions survive restarts
 * without anyone having to invent a secret for a demo install.
 */
export function resolveSessionSecret(config: Pick<Config, 'sessionSecret' | 'dataDir'>): Uint8Array {
  if (config.sessionSecret) return new TextEncoder().encode(config.sessionSecret)
  const file = path.join(config.dataDir, 'session-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true })
    // 'wx' fails if another instance created it meanwhile; then we read theirs.
    try {
      fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim())
}
