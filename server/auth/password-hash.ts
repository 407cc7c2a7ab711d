import { hash, verify } from '@node-rs/argon2'

/** argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB memory, 2 passes, 1 lane. */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

// Verified against when the account does not exist, so an unknown user costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(passwordHash, password).catch(() => false)
}
