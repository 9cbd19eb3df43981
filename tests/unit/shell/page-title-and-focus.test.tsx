import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useNavigate,
} from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { focusHeadingIfFocusLost, usePageTitleAndFocus } from '../../../src/ui/page-title-and-focus'

function Root() {
  usePageTitleAndFocus()
  return <Outlet />
}

/** A login-like page: the button that navigates is gone once it is pressed. */
function Login() {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  return (
    <>
      <h1>Accedi</h1>
      {!busy && (
        <button
          type="button"
          onClick={() => {
            setBusy(true)
            void navigate({ to: '/card' })
          }}
        >
          Entra
        </button>
      )}
      <button type="button" onClick={() => void navigate({ to: '/card' })}>
        Resta
      </button>
    </>
  )
}

function Card() {
  const [late, setLate] = useState(false)
  return (
    <>
      <h1>La mia carta {late ? 'aggiornata' : ''}</h1>
      <button type="button" onClick={() => setLate(true)}>
        Aggiorna
      </button>
    </>
  )
}

async function renderApp({ loadFirst = true } = {}) {
  const root = createRootRoute({ component: Root })
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/login', component: Login }),
      createRoute({ getParentRoute: () => root, path: '/card', component: Card }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/login'] }),
  })
  if (loadFirst) await router.load()
  render(<RouterProvider router={router} />)
  return router
}

describe('page title and focus', () => {
  it("names the document after the page's heading, and follows its changes", async () => {
    await renderApp()
    await waitFor(() => expect(document.title).toBe('Accedi – Tessera'))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resta' }))
    await waitFor(() => expect(document.title).toBe('La mia carta – Tessera'))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Aggiorna' }))
    await waitFor(() => expect(document.title).toBe('La mia carta aggiornata – Tessera'))
  })

  it('puts the focus on the new heading when the clicked button went away', async () => {
    await renderApp()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entra' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: /La mia carta/ })).toHaveFocus())
  })

  it('leaves the focus where the browser puts it on a page opened afresh', async () => {
    await renderApp({ loadFirst: false })
    await screen.findByRole('heading', { name: 'Accedi' })
    await waitFor(() => expect(document.title).toBe('Accedi – Tessera'))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(document.activeElement).toBe(document.body)
  })

  it('focusHeadingIfFocusLost moves a lost focus to the heading, and leaves a held one', async () => {
    await renderApp()
    focusHeadingIfFocusLost()
    expect(screen.getByRole('heading', { name: 'Accedi' })).toHaveFocus()
    screen.getByRole('button', { name: 'Resta' }).focus()
    focusHeadingIfFocusLost()
    expect(screen.getByRole('button', { name: 'Resta' })).toHaveFocus()
  })
})
