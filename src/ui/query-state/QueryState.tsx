import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { type QueryProgress, type QueryStateName, queryState } from './query-state'

/*
 * What a page says in place of data it does not have, with one markup and one ARIA pattern for every
 * page: loading, offline and empty are polite status messages (role="status"); a failure is an alert
 * (role="alert") with its retry inside, so that the reason and the way out are heard together. The
 * words are the page's (its props); the states and their markup are the kit's.
 */

/** While the data come. `quiet`: heard by a screen reader, not shown (the page keeps its place). */
export function LoadingNotice({ children, quiet = false }: { children: ReactNode; quiet?: boolean }) {
  return (
    <p className={quiet ? 'visually-hidden' : 'query-state query-state--loading'} role="status">
      {children}
    </p>
  )
}

/** Offline, with no copy of the data on the device: nothing to do but wait for the network. */
export function OfflineNotice({ children }: { children: ReactNode }) {
  return (
    <div className="query-state query-state--offline" role="status">
      <p>{children}</p>
    </div>
  )
}

/** Nothing to show: what the customer can do instead goes in `action` (a link). */
export function EmptyNotice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="query-state query-state--empty" role="status">
      <p>{children}</p>
      {action}
    </div>
  )
}

/**
 * A failure, with "Riprova" when it can be tried again (`onRetry`). The one retry button of the app:
 * `npm run check` refuses another (scripts/check-page-states.ts).
 */
export function FailedNotice({
  children,
  onRetry,
  retryLabel,
}: {
  children: ReactNode
  onRetry?: () => void
  retryLabel?: ReactNode
}) {
  return (
    <div className="query-state query-state--failed" role="alert">
      <p>{children}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {retryLabel ?? <Trans>Riprova</Trans>}
        </button>
      )}
    </div>
  )
}

/** The page's words for each state; a state without words shows nothing (the page draws its own). */
export interface StateMessages {
  loading?: ReactNode
  /** The loading message for a screen reader only. */
  quietLoading?: boolean
  offline?: ReactNode
  failed?: ReactNode
  empty?: ReactNode
  emptyAction?: ReactNode
}

/** The notice of one state (a page that decides the state itself, or has two queries). */
export function StateNotice({
  state,
  onRetry,
  ...messages
}: StateMessages & { state: QueryStateName; onRetry?: () => void }) {
  const { loading, quietLoading, offline, failed, empty, emptyAction } = messages
  if (state === 'loading' && loading) return <LoadingNotice quiet={quietLoading}>{loading}</LoadingNotice>
  if (state === 'offline' && offline) return <OfflineNotice>{offline}</OfflineNotice>
  if (state === 'failed' && failed) return <FailedNotice onRetry={onRetry}>{failed}</FailedNotice>
  if (state === 'empty' && empty) return <EmptyNotice action={emptyAction}>{empty}</EmptyNotice>
  return null
}

/**
 * A query's notice: loading, offline with no copy on the device, failed with "Riprova", or empty;
 * nothing once there are data to show (the page draws them). `isEmpty` tells an empty answer.
 */
export function QueryState<TData>({
  query,
  isEmpty,
  retry = true,
  ...messages
}: StateMessages & {
  query: QueryProgress<TData> & { refetch: () => unknown }
  isEmpty?: (data: TData) => boolean
  /** false: a failure says so without a retry (a part of a page that is not its point). */
  retry?: boolean
}) {
  return (
    <StateNotice
      state={queryState(query, isEmpty)}
      onRetry={retry ? () => void query.refetch() : undefined}
      {...messages}
    />
  )
}
