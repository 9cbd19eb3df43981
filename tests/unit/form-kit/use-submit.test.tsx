import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/api/errors'
import { useSubmit } from '../../../src/ui/form/use-submit'

describe('useSubmit, the form kit’s submit', () => {
  it('shows a refusal of the API as the failure, in the catalogue’s words, until the next attempt', async () => {
    let refuse = true
    const { result } = renderHook(() =>
      useSubmit(async () => {
        if (refuse) throw ApiError.fromCode(26)
      }),
    )
    await act(() => result.current.run())
    expect(result.current.failure).toEqual({
      message: 'Un utente con la mail indicata risulta già registrato',
    })
    refuse = false
    await act(() => result.current.run())
    expect(result.current.failure).toBeNull()
  })

  it('lets a form explain a code its own way', async () => {
    const { result } = renderHook(() =>
      useSubmit(
        async () => {
          throw ApiError.fromCode(13)
        },
        (error) => ({ title: 'Password non valida', message: error.message }),
      ),
    )
    await act(() => result.current.run())
    expect(result.current.failure).toMatchObject({ title: 'Password non valida' })
  })

  it('passes any other error on: a bug is not a message for the customer', async () => {
    const bug = new TypeError('undefined is not a function')
    const { result } = renderHook(() =>
      useSubmit(async () => {
        throw bug
      }),
    )
    await expect(act(() => result.current.run())).rejects.toBe(bug)
    expect(result.current.failure).toBeNull()
    expect(result.current.busy).toBe(false)
  })

  it('is busy while the call runs', async () => {
    let finish: () => void = () => undefined
    const { result } = renderHook(() => useSubmit(() => new Promise<void>((resolve) => (finish = resolve))))
    let running: Promise<void> = Promise.resolve()
    act(() => {
      running = result.current.run()
    })
    expect(result.current.busy).toBe(true)
    await act(async () => {
      finish()
      await running
    })
    expect(result.current.busy).toBe(false)
  })
})
