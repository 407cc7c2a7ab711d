/** Thrown when another import is running: the caller answers 409 `import-running`. */
export class ImportRunningError extends Error {
  constructor(readonly runId: string) {
    super(`another catalogue import is running (${runId})`)
  }
}

/** Thrown inside a run when an admin asked to cancel it: the run ends as cancelled at that step. */
export class ImportCancelledError extends Error {
  constructor(readonly by: string) {
    super(`cancelled by ${by}`)
  }
}
