import type { SettingsCache } from './admin/settings-cache'
import type { AuthContext } from './auth/auth-context'
import type { Config } from './config'
import type { Db } from './db/connect'
import type { Repositories } from './db/repositories/index'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    repos: Repositories
    /** The admin settings with a short TTL; invalidated when the admin saves. */
    settings: SettingsCache
  }
  interface FastifyRequest {
    auth: AuthContext | null
  }
}
