type Log = { error: (obj: object, msg: string) => void }

/**
 * Work that must not delay an answer, because its duration would tell something: the reset mail is
 * built and sent only for a known address, so it runs after the 202 went out. Shutdown and tests
 * wait for it with `settled()`.
 */
export function createAfterReply(log: Log) {
  const pending = new Set<Promise<void>>()
  return {
    run(label: string, work: () => Promise<void>) {
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err) => log.error({ err }, `${label} failed`))
        .finally(() => pending.delete(running))
      pending.add(running)
    },
    async settled() {
      await Promise.all([...pending])
    },
  }
}

export type AfterReply = ReturnType<typeof createAfterReply>
