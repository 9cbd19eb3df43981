import { Trans } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../api'
import { cardEndpoints } from '../../api/card-endpoints'
import { saveFile } from '../../ui/download/save-file'
import { useOnline } from '../../ui/offline/use-online'

/** The receipt's file name, as the server names it (R and eight digits). */
export const receiptPdfName = (id: number) => `scontrino-R${String(id).padStart(8, '0')}.pdf`

/**
 * "Scarica PDF": the digital receipt as a PDF (store, lines, totals, voucher, points, card, the
 * receipt number's barcode), fetched with the customer's session and saved by the browser. Offline
 * the button is off and says why.
 */
export function ReceiptPdfButton({ receiptId }: { receiptId: number }) {
  const online = useOnline()
  const download = useMutation({
    mutationFn: () => callApi(cardEndpoints.receiptPdf, { params: { id: String(receiptId) } }),
    onSuccess: (pdf) => saveFile(pdf, receiptPdfName(receiptId)),
  })
  return (
    <div className="receipt__pdf">
      <button
        type="button"
        className="button"
        disabled={!online || download.isPending}
        aria-busy={download.isPending || undefined}
        onClick={() => download.mutate()}
      >
        <Trans>Scarica PDF</Trans>
      </button>
      <p className="receipt__pdf-note" role="status">
        {!online ? (
          <Trans>Sei offline: il PDF si scarica con la rete.</Trans>
        ) : download.isError ? (
          <Trans>Non è stato possibile scaricare il PDF: riprova tra poco.</Trans>
        ) : null}
      </p>
    </div>
  )
}
