import type { ActivityProductInput, ActivityServiceInput } from '@/lib/contracts/activities';
import { unitNamed } from '@/lib/contracts/product-import-lines';
import { MAX_QUANTITY } from '@/lib/contracts/rules';
import { ActivityStatus } from '@/lib/enums/activities';
import { PetStatus } from '@/lib/enums/pets';
import { CONSUMING_REASONS, StockReason } from '@/lib/enums/stock';
import type { MockActivity, MockProductLine, MockServiceLine } from '../activities-data';
import { type MockShop, mockState } from '../data';
import { type FieldIssue, forbidden, MockApiError } from '../errors';
import type { MockStockLine } from '../mock-ledger';

// What an activity's writes check before anything changes, as server/modules/activities
// (activity-parties.ts, write-activity-lines.ts, and the stock taken out on completion): each
// returns what to write, so a refused request leaves the mock world as it was.

const notFound = (key: string) => new MockApiError('NotFound', key);
const invalid = (issues: FieldIssue[]) => new MockApiError('ValidationException', 'errors.validation', issues);

/** A customer of this shop, one of their own pets (alive), and an assignee among the shop's active staff. */
export function checkParties(shop: MockShop, input: { customerId: string; petId: string; assigneeId?: string | null }): void {
  const customer = mockState.customers[input.customerId];
  if (!customer || customer.shopId !== shop.id) throw notFound('errors.customerNotFound');
  const pet = mockState.pets[input.petId];
  if (!pet || pet.shopId !== shop.id) throw notFound('errors.petNotFound');
  if (pet.customerId !== input.customerId) throw invalid([{ field: 'petId', messages: ['validation.petNotCustomers'] }]);
  if (pet.status === PetStatus.DECEASED) throw new MockApiError('Conflict', 'errors.petDeceased', [], { pet: pet.name });
  if (input.assigneeId) {
    const staff = mockState.users[input.assigneeId];
    if (!staff || staff.shopId !== shop.id || !staff.isActive) throw notFound('errors.employeeNotFound');
  }
}

export interface LineWriter {
  shop: MockShop;
  /** the status new service lines start in: the activity's, WAITING once it is no longer a draft */
  lineStatus: number;
  /** a price other than the catalogue's (or the line's own) needs ACTIVITY_EXECUTE */
  mayPrice: boolean;
  at: string;
}

const priceOf = (sent: number | undefined, snapshot: number, mayPrice: boolean) => {
  if (sent === undefined || sent === snapshot) return snapshot;
  if (!mayPrice) throw forbidden('errors.priceChangeForbidden');
  return sent;
};

/**
 * An activity's service lines after `lines`: a line naming its `id` keeps its status, performer
 * and result (and its price unless another is sent); a new one takes the catalogue's price now;
 * lines not sent go, but never one already started.
 */
export function planServiceLines(w: LineWriter, existing: readonly MockServiceLine[], lines: readonly ActivityServiceInput[]): MockServiceLine[] {
  const byId = new Map(existing.map((l) => [l.id, l]));
  if (lines.some((l) => l.id && !byId.has(l.id))) throw notFound('errors.serviceLineNotFound');
  const services = lines.map((l) => mockState.services[l.serviceId]);
  if (services.some((s) => !s || s.shopId !== w.shop.id)) throw notFound('errors.serviceNotFound');
  const kept = new Set(lines.flatMap((l) => (l.id ? [l.id] : [])));
  const removed = existing.filter((l) => !kept.has(l.id));
  // a started or finished line is not removed: its performer's work stays on record
  if (removed.some((l) => l.status === ActivityStatus.IN_PROGRESS || l.status === ActivityStatus.COMPLETED)) throw new MockApiError('Conflict', 'errors.serviceLineStarted');

  return lines.map((line, i) => {
    const s = services[i];
    const old = line.id ? byId.get(line.id) : undefined;
    if (old && old.serviceId !== line.serviceId) throw invalid([{ field: `services.${i}.serviceId`, messages: ['validation.lineServiceChanged'] }]);
    const price = priceOf(line.price, old?.price ?? s.price, w.mayPrice);
    if (old) return { ...old, quantity: line.quantity, price };
    if (!s.isActive) throw invalid([{ field: `services.${i}.serviceId`, messages: ['validation.inactiveService'] }]);
    return {
      id: crypto.randomUUID(),
      serviceId: s.id,
      serviceGroup: s.group,
      name: s.name,
      unit: s.unit,
      quantity: line.quantity,
      price,
      status: w.lineStatus,
      performerId: null,
      result: null,
      startedAt: null,
      completedAt: null,
      createdAt: w.at,
    };
  });
}

/**
 * An activity's product lines after `lines` (all replaced, as the server rewrites them): products
 * of this shop in one of their units, a batch one of the product's own lots; names and prices are
 * snapshots taken when a line is first added. A stay's log's medicines stay as they are, whatever is sent.
 */
export function planProductLines(w: LineWriter, existing: readonly MockProductLine[], sent: readonly ActivityProductInput[]): MockProductLine[] {
  const given = existing.filter((l) => l.logEntryId);
  const lines = sent.filter((l) => !l.id || !given.some((g) => g.id === l.id));
  const byId = new Map(existing.filter((l) => !l.logEntryId).map((l) => [l.id, l]));
  if (lines.some((l) => l.id && !byId.has(l.id))) throw notFound('errors.productLineNotFound');
  const products = lines.map((l) => mockState.products[l.productId]);
  if (products.some((p) => !p || p.shopId !== w.shop.id)) throw notFound('errors.productNotFound');
  const batchOf = (id: string) => {
    const batch = mockState.books.batches[id];
    return batch && batch.shopId === w.shop.id ? batch.productId : undefined;
  };

  const issues: FieldIssue[] = [];
  const planned = lines.map((line, i): MockProductLine => {
    const p = products[i];
    const old = line.id ? byId.get(line.id) : undefined;
    const unit = unitNamed(p, line.unitName);
    if (!unit) issues.push({ field: `products.${i}.unitName`, messages: ['validation.unknownUnit'] });
    else if (line.quantity * unit.factor > MAX_QUANTITY) issues.push({ field: `products.${i}.quantity`, messages: ['validation.tooLarge'] });
    if (line.batchId && batchOf(line.batchId) !== p.id) issues.push({ field: `products.${i}.batchId`, messages: ['validation.unknownBatch'] });
    if (!old && !p.isActive) issues.push({ field: `products.${i}.productId`, messages: ['validation.inactiveProduct'] });
    const factor = unit?.factor ?? 1;
    // the catalogue's price is per base unit; a line in a larger unit costs that many base units
    const snapshot = old && old.productId === p.id && old.unitName === line.unitName ? old.price : p.salePrice * factor;
    return {
      id: crypto.randomUUID(),
      productId: p.id,
      name: old?.productId === p.id ? old.name : p.name,
      unitName: unit?.name ?? line.unitName,
      unitFactor: factor,
      quantity: line.quantity,
      price: priceOf(line.price, snapshot, w.mayPrice),
      batchId: line.batchId ?? null,
      dosage: line.dosage,
      nextDueOn: line.nextDueOn ?? null,
      createdAt: old?.createdAt ?? w.at,
    };
  });
  if (issues.length) throw invalid(issues);
  return [...given, ...planned];
}

/** What refers to a customer, pet or service keeps it: a delete deactivates instead (the server's foreign keys). */
export function markUsed(a: MockActivity): void {
  mockState.customers[a.customerId].hasActivity = true;
  mockState.pets[a.petId].hasActivity = true;
  for (const line of a.services) if (line.serviceId && mockState.services[line.serviceId]) mockState.services[line.serviceId].hasActivity = true;
}

/**
 * The ledger lines that take a completed activity's products out of stock (a batch given, or first
 * expiry first out), checked whole in the ledger's order — by product — before the mock ledger
 * writes any: the 409 naming the product and what is left, or the batch that no longer holds enough.
 */
export function productsOut(shop: MockShop, a: MockActivity): MockStockLine[] {
  // a stay's log took its medicines out when they were given
  const lines = a.products.filter((l) => !l.logEntryId).map((l) => ({ productId: l.productId, delta: -l.quantity * l.unitFactor, ...(l.batchId ? { batchId: l.batchId } : {}) }));
  const mayGoNegative = CONSUMING_REASONS.includes(StockReason.SERVICE_USE) && shop.allowSellingOutOfStock;
  const stock = new Map<string, number>();
  const inBatch = new Map<string, number>();
  for (const line of [...lines].sort((x, y) => (x.productId < y.productId ? -1 : x.productId > y.productId ? 1 : 0))) {
    const product = mockState.products[line.productId];
    if (!product || product.shopId !== shop.id) throw notFound('errors.productNotFound');
    const left = stock.get(product.id) ?? product.stockOnHand;
    if (left + line.delta < 0 && !mayGoNegative) throw new MockApiError('Conflict', 'errors.outOfStock', [], { product: product.name, left, unit: product.unit });
    stock.set(product.id, left + line.delta);
    if (!line.batchId) continue;
    const batchLeft = inBatch.get(line.batchId) ?? mockState.books.batches[line.batchId]?.quantity ?? 0;
    if (batchLeft + line.delta < 0) throw new MockApiError('Conflict', 'errors.batchOutOfStock', [], { product: product.name });
    inBatch.set(line.batchId, batchLeft + line.delta);
  }
  return lines;
}
