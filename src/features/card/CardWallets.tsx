import { Trans } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { callApi } from '../../api'
import { cardEndpoints } from '../../api/card-endpoints'
import { useOnline } from '../../ui/offline/use-online'

/** Which wallets the server offers: the same for everyone, kept on the device with the public lists. */
export const walletsQuery = {
  queryKey: ['public', 'wallets'],
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi(cardEndpoints.wallets, {}, { signal }),
  staleTime: 60 * 60_000,
} as const

type Wallet = 'apple' | 'google'

/**
 * "Aggiungi a Apple Wallet" / "Aggiungi a Google Wallet" (issue 35): each only when the server has
 * that wallet configured; nothing at all when it has neither. The server answers a link: Apple's
 * pass download (good for 5 minutes) or Google's save page, which the phone opens.
 */
export function CardWallets({ code }: { code: string }) {
  const online = useOnline()
  const { data: wallets } = useQuery(walletsQuery)
  const add = useMutation({
    mutationFn: (wallet: Wallet) =>
      callApi(wallet === 'apple' ? cardEndpoints.appleWallet : cardEndpoints.googleWallet, {
        params: { code },
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  })
  if (!wallets || (!wallets.apple && !wallets.google)) return null
  return (
    <div className="card-wallets">
      {wallets.apple && (
        <button
          type="button"
          className="button card-wallets__button"
          disabled={!online || add.isPending}
          onClick={() => add.mutate('apple')}
        >
          <Trans>Aggiungi a Apple Wallet</Trans>
        </button>
      )}
      {wallets.google && (
        <button
          type="button"
          className="button card-wallets__button"
          disabled={!online || add.isPending}
          onClick={() => add.mutate('google')}
        >
          <Trans>Aggiungi a Google Wallet</Trans>
        </button>
      )}
      <p className="card-wallets__note" role="status">
        {add.isError && <Trans>Non è stato possibile aggiungere la carta al wallet: riprova tra poco.</Trans>}
      </p>
    </div>
  )
}
