import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORE_SEARCH_DEBOUNCE_MS } from '../../../src/features/stores/store-queries'
import { useDebouncedValue } from '../../../src/ui/use-debounced-value'

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is 1000 ms for the store search (behaviour §9)', () => {
    expect(STORE_SEARCH_DEBOUNCE_MS).toBe(1000)
  })

  it('gives the value once it has stayed the same for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 1000), {
      initialProps: { value: '' },
    })
    rerender({ value: 'gen' })
    act(() => vi.advanceTimersByTime(999))
    expect(result.current).toBe('')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe('gen')
  })

  it('starts over at every change, so only the last value comes out', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 1000), {
      initialProps: { value: '' },
    })
    rerender({ value: 'g' })
    act(() => vi.advanceTimersByTime(600))
    rerender({ value: 'ge' })
    act(() => vi.advanceTimersByTime(600))
    rerender({ value: 'genova' })
    act(() => vi.advanceTimersByTime(600))
    expect(result.current).toBe('')
    act(() => vi.advanceTimersByTime(400))
    expect(result.current).toBe('genova')
  })
})
