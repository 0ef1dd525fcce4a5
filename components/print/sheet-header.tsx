import type { ReactNode } from 'react';

export interface SheetShop {
  name: string;
  address: string | null;
  phone: string | null;
}

/** The head of a printed sheet: the shop (name, address, phone) on the left, the document's code and date on the right. */
export function SheetHeader({ shop, code, date }: { shop: SheetShop; code: string; date: ReactNode }) {
  return (
    <header className="d-flex justify-content-between gap-3 small mb-2">
      <div>
        <div className="fw-semibold">{shop.name}</div>
        {shop.address && <div>{shop.address}</div>}
        {shop.phone && <div>{shop.phone}</div>}
      </div>
      <div className="text-end text-nowrap">
        <div className="fw-semibold">{code}</div>
        <div>{date}</div>
      </div>
    </header>
  );
}
