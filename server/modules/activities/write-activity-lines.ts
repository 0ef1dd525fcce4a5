import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { ActivityProductInput, ActivityServiceInput } from '@/lib/contracts/activities';
import { unitNamed } from '@/lib/contracts/product-import-lines';
import { MAX_QUANTITY } from '@/lib/contracts/rules';
import { ActivityStatus } from '@/lib/enums/activities';
import type { DbOrTx } from '../../db/client';
import { activityProducts, activityServices } from '../../db/schema/activities';
import { products } from '../../db/schema/products';
import { services } from '../../db/schema/services';
import { productBatches } from '../../db/schema/stock';
import { AppError, type FieldIssue, forbidden, notFound, validationError } from '../../core/app-error';
import { unitsOf } from '../products/product-units';

export interface LineWriter {
  shopId: string;
  activityId: string;
  /** the status new service lines start in: the activity's, WAITING once it is no longer a draft */
  lineStatus: ActivityStatus;
  /** a price other than the catalogue's (or the line's own) needs ACTIVITY_EXECUTE */
  mayPrice: boolean;
  /** when new lines were added (the demo's history); now otherwise */
  at?: Date;
}

const priceOf = (sent: number | undefined, snapshot: number, mayPrice: boolean) => {
  if (sent === undefined || sent === snapshot) return snapshot;
  if (!mayPrice) throw forbidden('errors.priceChangeForbidden');
  return sent;
};

/**
 * Replaces an activity's service lines with `lines`: a line naming its `id` keeps its status,
 * performer and result (and its price unless another is sent); a line without one is added with
 * the catalogue's price of this moment; lines not sent are removed, but never one already started.
 */
export async function writeServiceLines(db: DbOrTx, w: LineWriter, lines: readonly ActivityServiceInput[]): Promise<void> {
  const existing = await db.select().from(activityServices).where(eq(activityServices.activityId, w.activityId));
  const byId = new Map(existing.map((l) => [l.id, l]));
  if (lines.some((l) => l.id && !byId.has(l.id))) throw notFound('errors.serviceLineNotFound');
  const service = await servicesOfShop(db, w.shopId, lines.map((l) => l.serviceId));

  const kept = lines.filter((l) => l.id).map((l) => l.id!);
  const removed = existing.filter((l) => !kept.includes(l.id));
  // a started or finished line is not removed: its performer's work stays on record
  if (removed.some((l) => l.status === ActivityStatus.IN_PROGRESS || l.status === ActivityStatus.COMPLETED)) throw new AppError('Conflict', 'errors.serviceLineStarted');
  if (removed.length) await db.delete(activityServices).where(and(eq(activityServices.activityId, w.activityId), kept.length ? notInArray(activityServices.id, kept) : undefined));

  for (const [i, line] of lines.entries()) {
    const s = service.get(line.serviceId)!;
    const old = line.id ? byId.get(line.id)! : undefined;
    if (old && old.serviceId !== line.serviceId) throw validationError([{ field: `services.${i}.serviceId`, messages: ['validation.lineServiceChanged'] }]);
    const price = priceOf(line.price, old?.price ?? s.price, w.mayPrice);
    if (old) {
      await db.update(activityServices).set({ position: i + 1, quantity: line.quantity, price }).where(eq(activityServices.id, old.id));
    } else if (!s.isActive) {
      throw validationError([{ field: `services.${i}.serviceId`, messages: ['validation.inactiveService'] }]);
    } else {
      await db.insert(activityServices).values({
        shopId: w.shopId,
        activityId: w.activityId,
        position: i + 1,
        serviceId: s.id,
        serviceGroup: s.serviceGroup,
        name: s.name,
        unit: s.unit,
        quantity: line.quantity,
        price,
        status: w.lineStatus,
        ...(w.at ? { createdAt: w.at, updatedAt: w.at } : {}),
      });
    }
  }
}

/** This shop's services by id (404 when one is not), for new lines. */
export async function servicesOfShop(db: DbOrTx, shopId: string, serviceIds: readonly string[]): Promise<Map<string, typeof services.$inferSelect>> {
  const ids = [...new Set(serviceIds)];
  const found = ids.length ? await db.select().from(services).where(and(eq(services.shopId, shopId), inArray(services.id, ids))) : [];
  if (found.length !== ids.length) throw notFound('errors.serviceNotFound');
  return new Map(found.map((s) => [s.id, s]));
}

type ProductLineRow = typeof activityProducts.$inferSelect;
type ProductLineValues = typeof activityProducts.$inferInsert;

/**
 * The rows of product lines as sent: each product of this shop, in one of its units, its batch one
 * of its own lots; names and prices are snapshots taken when the line is first added (`byId`: the
 * lines it already has). A 400 names every line that is wrong.
 */
export async function productLineValues(
  db: DbOrTx,
  w: LineWriter,
  lines: ReadonlyArray<Omit<ActivityProductInput, 'nextDueOn'> & { nextDueOn?: string | null }>,
  byId: ReadonlyMap<string, ProductLineRow> = new Map(),
): Promise<ProductLineValues[]> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const found = ids.length ? await db.select().from(products).where(and(eq(products.shopId, w.shopId), inArray(products.id, ids))) : [];
  if (found.length !== ids.length) throw notFound('errors.productNotFound');
  const units = await unitsOf(db, ids);
  const product = new Map(found.map((p) => [p.id, p]));
  const batchIds = [...new Set(lines.map((l) => l.batchId).filter((b): b is string => !!b))];
  const batches = batchIds.length
    ? await db.select({ id: productBatches.id, productId: productBatches.productId }).from(productBatches).where(and(eq(productBatches.shopId, w.shopId), inArray(productBatches.id, batchIds)))
    : [];
  const batchProduct = new Map(batches.map((b) => [b.id, b.productId]));

  const issues: FieldIssue[] = [];
  const values = lines.map((line, i) => {
    const p = product.get(line.productId)!;
    const old = line.id ? byId.get(line.id) : undefined;
    const unit = unitNamed({ unit: p.unit, units: units.get(p.id) ?? [] }, line.unitName);
    if (!unit) issues.push({ field: `products.${i}.unitName`, messages: ['validation.unknownUnit'] });
    else if (line.quantity * unit.factor > MAX_QUANTITY) issues.push({ field: `products.${i}.quantity`, messages: ['validation.tooLarge'] });
    if (line.batchId && batchProduct.get(line.batchId) !== p.id) issues.push({ field: `products.${i}.batchId`, messages: ['validation.unknownBatch'] });
    if (!old && !p.isActive) issues.push({ field: `products.${i}.productId`, messages: ['validation.inactiveProduct'] });
    const factor = unit?.factor ?? 1;
    // the catalogue's price is per base unit; a line in a larger unit costs that many base units
    const snapshot = old && old.productId === p.id && old.unitName === line.unitName ? old.price : p.salePrice * factor;
    const value: ProductLineValues = {
      shopId: w.shopId,
      activityId: w.activityId,
      position: i + 1,
      productId: p.id,
      name: old?.productId === p.id ? old.name : p.name,
      unitName: unit?.name ?? line.unitName,
      unitFactor: factor,
      quantity: line.quantity,
      price: priceOf(line.price, snapshot, w.mayPrice),
      batchId: line.batchId ?? null,
      dosage: line.dosage,
      nextDueOn: line.nextDueOn ?? null,
    };
    const createdAt = old?.createdAt ?? w.at;
    return createdAt ? { ...value, createdAt } : value;
  });
  if (issues.length) throw validationError(issues);
  return values;
}

/**
 * Replaces an activity's product lines with `lines`. The medicines of a stay's log are not among
 * them: they left stock when given and stay as they are, whatever is sent.
 */
export async function writeProductLines(db: DbOrTx, w: LineWriter, lines: readonly ActivityProductInput[]): Promise<void> {
  const existing = await db.select().from(activityProducts).where(eq(activityProducts.activityId, w.activityId));
  const given = new Set(existing.filter((l) => l.logEntryId).map((l) => l.id));
  const editable = lines.filter((l) => !l.id || !given.has(l.id));
  const byId = new Map(existing.filter((l) => !l.logEntryId).map((l) => [l.id, l]));
  if (editable.some((l) => l.id && !byId.has(l.id))) throw notFound('errors.productLineNotFound');
  const values = await productLineValues(db, w, editable, byId);
  await db.delete(activityProducts).where(and(eq(activityProducts.activityId, w.activityId), isNull(activityProducts.logEntryId)));
  if (values.length) await db.insert(activityProducts).values(values);
}
