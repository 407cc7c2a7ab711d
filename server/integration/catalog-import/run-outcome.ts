/** How a run tells its progress: the phase (reading, building, switching, applying) and rows done so far. */
export type Progress = (phase: string, processed: number, total?: number | null) => void
