import type { Activity, ActivityProductInput, ActivityServiceInput } from '@/lib/contracts/activities';
import type { Product } from '@/lib/contracts/products';
import type { Service } from '@/lib/contracts/services';

// The lines of an activity as its forms hold them (what the person picked, with what the screen
// shows of it), and as the API takes them.

export interface ServiceDraft {
  key: string;
  id?: string;
  serviceId: string;
  name: string;
  group: number;
  quantity: string;
  price: number;
  /** a line already started or done is not removed */
  status: number;
}

export interface ProductDraft {
  key: string;
  id?: string;
  productId: string;
  name: string;
  unitName: string;
  /** the units it may be given in, with the base unit's price of each */
  units: Array<{ name: string; price: number }>;
  quantity: string;
  dosage: string;
  batchId: string;
  nextDueOn: string;
  price: number;
}

let serial = 0;
const nextKey = () => `line-${++serial}`;

export const serviceDraft = (s: Service): ServiceDraft => ({ key: nextKey(), serviceId: s.id, name: s.name, group: s.group, quantity: '1', price: s.price, status: 0 });

export const productDraft = (p: Product): ProductDraft => ({
  key: nextKey(),
  productId: p.id,
  name: p.name,
  unitName: p.unit,
  units: [{ name: p.unit, price: p.salePrice }, ...p.units.map((u) => ({ name: u.name, price: p.salePrice * u.factor }))],
  quantity: '1',
  dosage: '',
  batchId: '',
  nextDueOn: '',
  price: p.salePrice,
});

/** The lines of an activity as drafts, to edit them. */
export function draftsOf(a: Activity): { services: ServiceDraft[]; products: ProductDraft[] } {
  return {
    services: a.serviceLines.map((l) => ({ key: l.id, id: l.id, serviceId: l.serviceId ?? '', name: l.name, group: l.serviceGroup, quantity: String(l.quantity), price: l.price, status: l.status })),
    // a stay's log gave its own medicines: they are the log's, not the editor's
    products: a.productLines.filter((l) => !l.fromLog).map((l) => ({
      key: l.id,
      id: l.id,
      productId: l.productId,
      name: l.name,
      unitName: l.unitName,
      units: [{ name: l.unitName, price: l.price }],
      quantity: String(l.quantity),
      dosage: l.dosage ?? '',
      batchId: l.batchId ?? '',
      nextDueOn: l.nextDueOn ?? '',
      price: l.price,
    })),
  };
}

/** A typed quantity as a number when it is one; anything else goes as typed, for the contract to refuse under its field. */
const quantityOf = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed) : (typed as unknown as number));

/** What the API takes: prices are the server's snapshots, never sent from here. */
export const serviceBody = (d: ServiceDraft): ActivityServiceInput => ({ ...(d.id ? { id: d.id } : {}), serviceId: d.serviceId, quantity: quantityOf(d.quantity) });
export const productBody = (d: ProductDraft): ActivityProductInput => ({
  ...(d.id ? { id: d.id } : {}),
  productId: d.productId,
  unitName: d.unitName,
  quantity: quantityOf(d.quantity),
  dosage: d.dosage || null,
  batchId: d.batchId || null,
  nextDueOn: d.nextDueOn || null,
});

export const draftAmount = (d: { quantity: string; price: number }) => (Number(d.quantity) || 0) * d.price;
