import { describe, expect, it } from 'vitest'
import { pageWindow } from '../../../src/ui/pagination/page-window'

const shown = (current: number, total: number) =>
  pageWindow(current, total)
    .map((item) => (item.kind === 'gap' ? '…' : String(item.page)))
    .join(' ')

describe('pageWindow', () => {
  it('shows the only page of a one-page list', () => {
    expect(shown(1, 1)).toBe('1')
  })

  it('shows nothing without pages', () => {
    expect(pageWindow(1, 0)).toEqual([])
  })

  it('shows every page up to nine pages, wherever the current one is', () => {
    for (const current of [1, 5, 9]) expect(shown(current, 9)).toBe('1 2 3 4 5 6 7 8 9')
  })

  it('windows ten pages with the ends and gaps', () => {
    expect(shown(1, 10)).toBe('1 2 3 4 5 … 10')
    expect(shown(5, 10)).toBe('1 … 4 5 6 … 10')
    expect(shown(6, 10)).toBe('1 … 5 6 7 … 10')
    expect(shown(10, 10)).toBe('1 … 6 7 8 9 10')
  })

  it('windows twenty pages at the start, in the middle and at the end', () => {
    expect(shown(1, 20)).toBe('1 2 3 4 5 … 20')
    expect(shown(4, 20)).toBe('1 2 3 4 5 … 20')
    expect(shown(10, 20)).toBe('1 … 9 10 11 … 20')
    expect(shown(17, 20)).toBe('1 … 16 17 18 19 20')
    expect(shown(20, 20)).toBe('1 … 16 17 18 19 20')
  })

  it('keeps seven slots, the current page and the ends, and never hides a single page behind a gap', () => {
    for (const total of [10, 11, 20, 57]) {
      for (let current = 1; current <= total; current++) {
        const items = pageWindow(current, total)
        expect(items).toHaveLength(7)
        const numbers = items.flatMap((item) => (item.kind === 'page' ? [item.page] : []))
        expect(numbers).toContain(current)
        expect(numbers[0]).toBe(1)
        expect(numbers.at(-1)).toBe(total)
        items.forEach((item, index) => {
          if (item.kind !== 'gap') return
          const before = items[index - 1]
          const after = items[index + 1]
          if (before?.kind !== 'page' || after?.kind !== 'page') throw new Error('a gap between pages')
          expect(after.page - before.page).toBeGreaterThan(2)
        })
      }
    }
  })

  it('clamps a current page out of range', () => {
    expect(shown(0, 20)).toBe('1 2 3 4 5 … 20')
    expect(shown(99, 20)).toBe('1 … 16 17 18 19 20')
  })
})
