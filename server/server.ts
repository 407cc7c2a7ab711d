import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'

/** Starts the shop: validated configuration, the app, a listening port, a clean shutdown on signals. */
async function main() {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(2)
    }
    throw error
  }
  const app = await buildApp(config)
  await app.listen({ port: config.port, host: config.host })
  // The first PDF should not wait for the worker threads to load the renderer.
  app.heavyWork.warm()
  const port = (app.server.address() as { port: number }).port
  const quietHint = config.logLevel === 'warn' ? ' · warnings and errors only, LOG_LEVEL=info logs each request' : ''
  console.log(`\n  Parts shop ready: http://localhost:${port} (API description: /api/docs${quietHint})\n`)

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    })
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
