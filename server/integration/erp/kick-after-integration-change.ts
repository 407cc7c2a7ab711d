import type { FastifyInstance } from 'fastify'
import type { JobRunner } from '../../jobs/job-runner'

/**
 * Wakes a job runner once an integration change has answered: the change and the jobs it queued
 * committed together before the answer left (server/plugins/idempotency.ts), so the runner finds them
 * at once on either database. A kick from inside the handler would run before that commit.
 */
export function kickAfterIntegrationChange(app: FastifyInstance, runner: JobRunner) {
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.config.auth === 'integration' && request.method !== 'GET' && reply.statusCode < 300) runner.kick()
  })
}
