import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../render'

describe('the kiosk’s legal pop-ups', () => {
  it('show the general conditions with the kiosk’s links, and close when one opens the kiosk’s copy', async () => {
    const { router } = await renderRoute('/totem')
    const u = userEvent.setup()
    await u.click(screen.getByRole('button', { name: 'Condizioni' }))
    const dialog = screen.getByRole('dialog', { name: 'Condizioni generali' })
    await within(dialog).findByRole('heading', { level: 1, name: 'Condizioni generali di utilizzo del sito' })
    expect(within(dialog).queryByRole('link', { name: 'cookie policy' })).toBeNull()
    await u.click(within(dialog).getByRole('link', { name: 'regolamento della carta fedeltà' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/totem/tac'))
    expect(dialog).not.toHaveAttribute('open')
  })

  it('stay open for a tap on the text that is not a link', async () => {
    await renderRoute('/totem')
    const u = userEvent.setup()
    await u.click(screen.getByRole('button', { name: 'Privacy' }))
    const dialog = screen.getByRole('dialog', { name: 'Informativa privacy' })
    await u.click(await within(dialog).findByText('cookie policy', { exact: true }))
    expect(dialog).toHaveAttribute('open')
  })
})
