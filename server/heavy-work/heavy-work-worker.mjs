// A worker thread's entry: plain JavaScript, so it loads whether or not the main thread runs under tsx
// (the server does, vitest does not); tsx's scoped import then loads the TypeScript tasks.
import { tsImport } from 'tsx/esm/api'

const { tasks } = await tsImport('./heavy-work-tasks.ts', import.meta.url)

export const renderPdf = tasks.renderPdf
export const writeXlsx = tasks.writeXlsx
export const assembleZip = tasks.assembleZip
