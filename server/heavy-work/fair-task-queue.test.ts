import type { TaskQueue } from 'piscina'
import { describe, expect, it } from 'vitest'
import { FairTaskQueue, ownedBy } from './fair-task-queue'

type Task = Parameters<TaskQueue['push']>[0]
const task = (owner: string, name: string) => ownedBy({ name }, owner) as unknown as Task
const nameOf = (queued: Task | null) => (queued as unknown as { name: string } | null)?.name

describe('FairTaskQueue', () => {
  it('serves owners in turns, each owner in the order it asked', () => {
    const queue = new FairTaskQueue()
    for (const name of ['a1', 'a2', 'a3', 'a4']) queue.push(task('A', name))
    queue.push(task('B', 'b1'))
    queue.push(task('B', 'b2'))
    expect(queue.size).toBe(6)
    const order = Array.from({ length: 6 }, () => nameOf(queue.shift()))
    expect(order).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'a4'])
    expect(queue.size).toBe(0)
    expect(queue.shift()).toBeNull()
  })

  it('lets a newcomer in before the rest of a long line', () => {
    const queue = new FairTaskQueue()
    for (let i = 0; i < 100; i++) queue.push(task('A', `a${i}`))
    expect(nameOf(queue.shift())).toBe('a0')
    queue.push(task('C', 'c1'))
    expect([nameOf(queue.shift()), nameOf(queue.shift())]).toEqual(['a1', 'c1'])
  })

  it('removes an aborted task', () => {
    const queue = new FairTaskQueue()
    const gone = task('A', 'a1')
    queue.push(gone)
    queue.push(task('A', 'a2'))
    queue.remove(gone)
    expect(queue.size).toBe(1)
    expect(nameOf(queue.shift())).toBe('a2')
  })
})
