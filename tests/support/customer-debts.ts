import { InvoiceKind, InvoiceStatus } from '@/lib/enums/invoices';
import type { MockInvoice } from '@/tests/msw/books-data';
import { MOCK_IDS, mockState } from '@/tests/msw/data';
import { setPaid } from '@/tests/msw/mock-invoices';
import { nextCode } from '@/tests/msw/mock-ledger';

// Customer debts in the mock world for the screen tests (tests/components/customer-debts-*.test.tsx):
// a retail invoice of Quận 1 that a customer did not pay in full, made some days ago.

const DAY_MS = 86_400_000;

/** An invoice of `customerId` for `total`, `paid` of it paid, made `daysAgo` days ago at noon (UTC). */
export function owingInvoice(customerId: string, total: number, paid: number, daysAgo: number): MockInvoice {
  const at = new Date(Date.now() - daysAgo * DAY_MS);
  at.setUTCHours(5, 0, 0, 0);
  const invoice: MockInvoice = {
    id: crypto.randomUUID(),
    shopId: MOCK_IDS.shops.q1,
    code: nextCode(mockState, MOCK_IDS.shops.q1, 'HD'),
    kind: InvoiceKind.RETAIL,
    status: InvoiceStatus.ISSUED,
    activityId: null,
    customerId,
    subtotal: total,
    discount: 0,
    promotionDiscount: 0,
    promotionId: null,
    discountReason: null,
    vat: 0,
    total,
    paid: 0,
    debt: total,
    changeGiven: 0,
    note: null,
    idempotencyKey: null,
    lines: [],
    createdBy: MOCK_IDS.users.seller,
    createdAt: at.toISOString(),
    voidedBy: null,
    voidedAt: null,
    voidReason: null,
    voidRefund: null,
  };
  setPaid(invoice, paid);
  mockState.books.invoices[invoice.id] = invoice;
  return invoice;
}
