import { createFileRoute } from '@tanstack/react-router'
import { ReceiptPage } from '../../../features/card/ReceiptPage'

export const Route = createFileRoute('/_web/_customer/card_/receipts/$receiptId')({ component: ReceiptPage })
