/** Thrown when another import is running: the caller answers 409 `import-running`. */
export class ImportRunningError extends Error {
  constructor(readonly runId: string) {
    super(`another catalogue import is running (${runId})`)
  }
}
