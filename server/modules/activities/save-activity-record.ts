import { eq, sql } from 'drizzle-orm';
import type { Activity, ActivityRecordInput } from '@/lib/contracts/activities';
import { ActivityStatus, InvoiceType } from '@/lib/enums/activities';
import type { DbOrTx } from '../../db/client';
import { activityRecords } from '../../db/schema/activities';
import { pets, petWeights } from '../../db/schema/pets';
import type { ActivityActor } from './create-activity';
import { getActivity } from './get-activity';
import { activityConflict, lockActivity, touchActivity } from './lock-activity';
import { writeProductLines } from './write-activity-lines';

const CLINICAL = new Set<number>([InvoiceType.HEALTHCARE, InvoiceType.HOME, InvoiceType.INPATIENT_CARE]);

/**
 * Saves the clinical record of a visit (a grooming keeps its notes only) while it is open, and with
 * it the prescription and vaccinations as product lines. A weight differing from the last one
 * recorded on this visit is written to the pet's weight history and becomes the pet's weight.
 */
export async function saveActivityRecord(db: DbOrTx, actor: ActivityActor & { activityId: string; body: ActivityRecordInput; at?: Date }): Promise<Activity> {
  const { shopId, body } = actor;
  const row = await lockActivity(db, { shopId, activityId: actor.activityId });
  if (row.status === ActivityStatus.COMPLETED || row.status === ActivityStatus.CANCELED) throw activityConflict('errors.activityClosed', row.status);
  const { products, ...fields } = body;
  const clinical = CLINICAL.has(row.type);
  const none = { weightKg: null, temperatureC: null, heartRate: null, respiratoryRate: null, symptoms: null, diagnosis: null, treatment: null, nextVisitOn: null };
  const record = clinical ? fields : { ...none, notes: fields.notes };
  const [before] = await db.select({ weightKg: activityRecords.weightKg }).from(activityRecords).where(eq(activityRecords.activityId, row.id));
  const values = { ...record, updatedBy: actor.userId, updatedAt: sql`now()` };
  await db
    .insert(activityRecords)
    .values({ activityId: row.id, shopId, ...values })
    .onConflictDoUpdate({ target: activityRecords.activityId, set: values });
  if (record.weightKg && row.petId && record.weightKg !== before?.weightKg) {
    await db.insert(petWeights).values({ shopId, petId: row.petId, weightKg: record.weightKg, recordedBy: actor.userId, ...(actor.at ? { measuredAt: actor.at } : {}) });
    await db.update(pets).set({ weightKg: record.weightKg, updatedAt: sql`now()` }).where(eq(pets.id, row.petId));
  }
  if (products) await writeProductLines(db, { shopId, activityId: row.id, lineStatus: row.status as ActivityStatus, mayPrice: actor.mayExecute, at: actor.at }, products);
  await touchActivity(db, row.id);
  return getActivity(db, { shopId, activityId: row.id, withRecord: true });
}
