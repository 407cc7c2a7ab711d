import type { FastifyRequest } from 'fastify'
import { createRepositories, type Repositories } from '../db/repositories/index'
import { changeDb } from './change-transaction'

const changeRepos = new WeakMap<FastifyRequest, Repositories>()

/**
 * The one way a route handler reaches a repository. In an idempotent route (`config: { idempotent: true }`)
 * they are bound to the request's change transaction (changeDb), so the write commits together with
 * its stored answer or not at all; in every other route they are `app.repos` on `app.db`.
 * Like changeDb it throws when an idempotent route reaches for them before its handler runs.
 */
export function reposOf(request: FastifyRequest): Repositories {
  if (!request.routeOptions.config.idempotent) return request.server.repos
  let repos = changeRepos.get(request)
  if (!repos) {
    repos = createRepositories(changeDb(request))
    changeRepos.set(request, repos)
  }
  return repos
}
