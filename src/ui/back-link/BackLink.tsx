import { Link, type LinkComponent, type LinkComponentProps } from '@tanstack/react-router'

/**
 * The way back to the page above (a store's page to the stores, a product to its catalogue), above
 * the heading, with its arrow. It is not the current page there: a link to a parent route would
 * otherwise say so (aria-current) on every page below it, so it is current only on its own page.
 * Typed as the router's Link: `<BackLink to="/stores" search>Tutti i negozi</BackLink>`.
 */
export const BackLink: LinkComponent<'a'> = (props) => {
  const { children, ...link } = props as LinkComponentProps<'a'>
  return (
    <p className="back-link">
      <Link activeOptions={{ exact: true }} {...link}>
        <span aria-hidden="true">‹ </span>
        {typeof children === 'function' ? null : children}
      </Link>
    </p>
  )
}
