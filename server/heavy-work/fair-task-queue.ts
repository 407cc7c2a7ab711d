import { Piscina, type TaskQueue } from 'piscina'

type Task = Parameters<TaskQueue['push']>[0]

/** The owner a task is queued under (a customer id); a symbol key, so it is not sent to the worker. */
export function ownedBy<T extends object>(task: T, owner: string): T {
  return Object.assign(task, { [Piscina.queueOptionsSymbol]: { owner } })
}

const ownerOf = (task: Task) =>
  ((task as unknown as Record<symbol, { owner?: string } | null>)[Piscina.queueOptionsSymbol] ?? null)?.owner ?? ''

/**
 * Piscina's queue, taken in turns by owner instead of first come first served: one customer's 1,000
 * renders wait behind each other, not in front of another customer's ten.
 */
export class FairTaskQueue implements TaskQueue {
  private readonly queues = new Map<string, Task[]>()
  private count = 0

  get size() {
    return this.count
  }

  push(task: Task) {
    const owner = ownerOf(task)
    const queue = this.queues.get(owner)
    if (queue) queue.push(task)
    else this.queues.set(owner, [task])
    this.count++
  }

  shift(): Task | null {
    // A Map keeps insertion order: the owner served goes to the back of the line.
    for (const [owner, queue] of this.queues) {
      const task = queue.shift()
      this.queues.delete(owner)
      if (queue.length > 0) this.queues.set(owner, queue)
      if (!task) continue
      this.count--
      return task
    }
    return null
  }

  remove(task: Task) {
    const owner = ownerOf(task)
    const queue = this.queues.get(owner)
    const index = queue?.indexOf(task) ?? -1
    if (!queue || index < 0) return
    queue.splice(index, 1)
    if (queue.length === 0) this.queues.delete(owner)
    this.count--
  }
}
