import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IdleCountdown } from '../../../src/features/kiosk/IdleCountdown'
import { KIOSK_IDLE_MS, useIdleTimer } from '../../../src/features/kiosk/idle-timer'
import { activateItalian } from '../render'

function Probe({ onIdle, loggedIn = true }: { onIdle: () => void; loggedIn?: boolean }) {
  const secondsLeft = useIdleTimer(onIdle)
  return <IdleCountdown secondsLeft={secondsLeft} loggedIn={loggedIn} />
}

const Italian = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>

beforeEach(() => {
  vi.useFakeTimers()
  activateItalian()
})
afterEach(() => vi.useRealTimers())

describe('kiosk idle timer', () => {
  it('is 60 s, as SPEC §9 says', () => {
    expect(KIOSK_IDLE_MS).toBe(60_000)
  })

  it('fires after 60 s without activity, with a countdown in the last 10 s', () => {
    const onIdle = vi.fn()
    render(<Probe onIdle={onIdle} />, { wrapper: Italian })
    act(() => vi.advanceTimersByTime(49_000))
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => vi.advanceTimersByTime(2_000))
    expect(screen.getByRole('alert')).toHaveTextContent('Sei ancora lì? Esci tra 9 secondi.')
    expect(onIdle).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(9_500))
    expect(onIdle).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('starts again on touch, key or pointer activity', () => {
    const onIdle = vi.fn()
    render(<Probe onIdle={onIdle} loggedIn={false} />, { wrapper: Italian })
    act(() => vi.advanceTimersByTime(55_000))
    expect(screen.getByRole('alert')).toHaveTextContent('Torno alla pagina iniziale tra 5 secondi.')
    act(() => {
      window.dispatchEvent(new Event('pointerdown'))
      vi.advanceTimersByTime(300)
    })
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => vi.advanceTimersByTime(40_000))
    act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })))
    act(() => vi.advanceTimersByTime(40_000))
    expect(onIdle).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(21_000))
    expect(onIdle).toHaveBeenCalledTimes(1)
  })
})
