import { describe, expect, it } from 'vitest'
import { ReadLane } from '../../server/http/read-lane'

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('the lane of the cheap reads', () => {
  it('lets a few reads of a turn go at once', () => {
    const lane = new ReadLane(3)
    expect([lane.admit(), lane.admit(), lane.admit()]).toEqual([undefined, undefined, undefined])
    expect(lane.queued).toBe(0)
  })

  it('keeps the rest for the next turns, in order, a turn’s worth at a time', async () => {
    const lane = new ReadLane(2)
    lane.admit()
    lane.admit()
    const ran: number[] = []
    const waiting = [1, 2, 3, 4, 5].map((n) => lane.admit()?.then(() => ran.push(n)))
    expect(waiting.every((w) => w instanceof Promise)).toBe(true)
    expect(lane.queued).toBe(5)
    await nextTurn()
    expect(ran).toEqual([1, 2])
    await nextTurn()
    expect(ran).toEqual([1, 2, 3, 4])
    await nextTurn()
    expect(ran).toEqual([1, 2, 3, 4, 5])
    expect(lane.queued).toBe(0)
  })

  it('lets what else the loop has to do run between its turns', async () => {
    const lane = new ReadLane(1)
    lane.admit()
    const order: string[] = []
    const reads = [1, 2, 3].map((n) => lane.admit()?.then(() => order.push(`read ${n}`)))
    // Work the loop was given meanwhile (a database's answer, another call) runs after one turn's
    // reads, not after all of them.
    setImmediate(() => order.push('other'))
    await Promise.all(reads)
    expect(order).toEqual(['read 1', 'other', 'read 2', 'read 3'])
  })

  it('starts a fresh budget after a quiet turn', async () => {
    const lane = new ReadLane(1)
    expect(lane.admit()).toBeUndefined()
    await nextTurn()
    expect(lane.admit()).toBeUndefined()
  })
})
