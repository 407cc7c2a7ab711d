import net from 'node:net'
import { DEMO_USERS } from '../../server/catalog/demo-users'
import type { Config } from '../../server/config'

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** After the server listens, lists the demo logins (README "Quick start"), unless DEMO_USERS=false. */
export async function printDemoLoginsWhenReady(config: Pick<Config, 'demoUsers' | 'port'>, timeoutMs = 120_000) {
  if (!config.demoUsers) return
  const until = Date.now() + timeoutMs
  while (!(await portOpen(config.port))) {
    if (Date.now() > until) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const width = Math.max(...DEMO_USERS.map((user) => user.email.length))
  const lines = DEMO_USERS.map(
    (user) =>
      `    ${user.email.padEnd(width)}  ${user.password.padEnd(15)} ${user.role === 'admin' ? 'admin' : user.customer.company_name}`,
  )
  console.log(`  Demo logins (DEMO_USERS=false turns them off):\n${lines.join('\n')}\n`)
}
