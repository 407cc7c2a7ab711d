import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'

export type Instance = { url: string; process: ChildProcess; stop(): Promise<void> }

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })

/** `npm start`'s server (server/server.ts) as a real process of its own, resolved once it listens. */
export async function spawnInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Parts shop ready')) resolve()
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}:\n${output}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
