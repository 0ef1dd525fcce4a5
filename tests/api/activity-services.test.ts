import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Activity, QueueLine, ServiceLine } from '@/lib/contracts/activities';
import type { Page } from '@/lib/contracts/pagination';
import { ActivityStatus } from '@/lib/enums/activities';
import { ServiceGroup } from '@/lib/enums/services';
import { activityApi, demoPet, type PetOf, serviceId } from '../support/activities';
import { call } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { expectBooksUntouched, expectRefused } from '../support/books';
import { imageForm, PNG_1X1, rowsOf } from '../support/fixtures';

// A service line moved by its performer (the service queues of SPEC §2): taken, its result and
// files recorded, completed; only while its activity is in progress.

const { server, shops, as } = shopSuite(['doctor', 'seller']);
const api = activityApi(server);
let pet: PetOf;
let exam: string;
let ultrasound: string;

beforeAll(async () => {
  pet = await demoPet(server.db, shops.q1, 4);
  exam = await serviceId(server.db, shops.q1, 'Khám tổng quát');
  ultrasound = await serviceId(server.db, shops.q1, 'Siêu âm ổ bụng');
});

const visit = () => ({ customerId: pet.customerId, petId: pet.petId, services: [{ serviceId: exam }, { serviceId: ultrasound }] });
const moveLine = (line: Pick<ServiceLine, 'id'>, transition: string, by = as('doctor')) =>
  call<ServiceLine>(server.url, 'POST', `/activity-services/${line.id}/transition`, { ...by, body: { transition } });
const queue = (query: string) => call<Page<QueueLine>>(server.url, 'GET', `/activity-services?${query}`, as('doctor'));
const scanOf = (a: Activity) => a.serviceLines.find((l) => l.serviceGroup === ServiceGroup.ULTRASOUND)!;

describe('the service queues', () => {
  it("list a group's lines of the day with their pet, customer and activity, filtered by status and searched", async () => {
    const waiting = await api.visitIn(as('seller'), visit(), ActivityStatus.WAITING);
    const page = await queue(`group=${ServiceGroup.ULTRASOUND}&status=1,2&from=${new Date().toISOString().slice(0, 10)}&limit=100`);
    expect(page.status).toBe(200);
    const line = page.body.items.find((l) => l.activity.id === waiting.id);
    expect(line).toMatchObject({ name: 'Siêu âm ổ bụng', status: ActivityStatus.WAITING, pet: { id: pet.petId }, customer: { id: pet.customerId }, activity: { code: waiting.code } });
    expect(page.body.items.every((l) => l.serviceGroup === ServiceGroup.ULTRASOUND && [1, 2].includes(l.status))).toBe(true);
    expect((await queue(`search=${waiting.code}`)).body.items.map((l) => l.activity.code)).toEqual([waiting.code]);
    await expectRefused(queue('group=2'), 400, undefined, ['group']);
  });

  it('move a line only while its activity is in progress: taken by its performer, completed with its result', async () => {
    const waiting = await api.visitIn(as('seller'), visit(), ActivityStatus.WAITING);
    await expectBooksUntouched(server.db, async () => {
      await expectRefused(moveLine(scanOf(waiting), 'start'), 409, /Hoạt động chưa được bắt đầu hoặc đã kết thúc \(trạng thái Chờ thực hiện\)/);
    });
    const started = (await api.move(as('doctor'), waiting, 'start')).body;
    const taken = await moveLine(scanOf(started), 'start');
    expect(taken.body).toMatchObject({ status: ActivityStatus.IN_PROGRESS, performer: { name: 'Lê Văn Hùng' } });
    expect(taken.body.startedAt).not.toBeNull();
    await expectRefused(moveLine(scanOf(started), 'start'), 409, /Không thể chuyển dịch vụ từ trạng thái Đang thực hiện/);

    const result = await call<ServiceLine>(server.url, 'PUT', `/activity-services/${scanOf(started).id}`, { ...as('doctor'), body: { result: 'Gan, thận bình thường.\nBàng quang thành dày nhẹ.' } });
    expect(result.body.result).toBe('Gan, thận bình thường.\nBàng quang thành dày nhẹ.');
    const done = await moveLine(scanOf(started), 'complete');
    expect(done.body.status).toBe(ActivityStatus.COMPLETED);
    // the activity grew a version: an edit made before is refused
    expect((await api.get(as('doctor'), started.id)).version).toBeGreaterThan(started.version);
    await expectRefused(call(server.url, 'PUT', `/activity-services/${scanOf(started).id}`, { ...as('seller'), body: { result: 'x' } }), 403);
  });
});

describe('activity files', () => {
  const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const upload = (activityId: string, data: Uint8Array, name: string, type: string, extra: Record<string, string> = {}) => {
    const form = imageForm('file', data, name, type);
    form.set('activityId', activityId);
    for (const [k, v] of Object.entries(extra)) form.set(k, v);
    return call<Activity>(server.url, 'POST', '/activity-attachments', { ...as('doctor'), form });
  };

  it("keep a line's PDF result and a grooming's photos, refuse other files, and remove one while open", async () => {
    const started = await api.visitIn(as('doctor'), visit(), ActivityStatus.IN_PROGRESS);
    const withPdf = await upload(started.id, pdf, 'sieu-am.pdf', 'application/pdf', { serviceLineId: scanOf(started).id });
    expect(withPdf.status).toBe(200);
    expect(withPdf.body.attachments).toMatchObject([{ kind: 'result', mimeType: 'application/pdf', name: 'sieu-am.pdf', serviceLineId: scanOf(started).id }]);
    const withPhoto = await upload(started.id, PNG_1X1, 'truoc.png', 'image/png', { kind: 'before' });
    expect(withPhoto.body.attachments.map((a) => a.kind)).toEqual(['result', 'before']);

    await expectBooksUntouched(server.db, async () => {
      await expectRefused(upload(started.id, new TextEncoder().encode('not a pdf at all'), 'ket-qua.pdf', 'application/pdf'), 400, 'Chỉ chấp nhận hình ảnh (PNG, JPEG, GIF, WebP) hoặc PDF');
      await expectRefused(upload(started.id, new Uint8Array(10 * 1024 * 1024 + 1), 'lon.pdf', 'application/pdf'), 413, 'Tệp vượt quá dung lượng cho phép (10 MB)');
      await expectRefused(upload(started.id, PNG_1X1, 'a.png', 'image/png', { kind: 'during' }), 400, undefined, ['kind']);
    });

    const removed = await call(server.url, 'DELETE', `/activity-attachments/${withPhoto.body.attachments[1].id}`, as('doctor'));
    expect(removed.status).toBe(204);
    expect((await api.get(as('doctor'), started.id)).attachments).toHaveLength(1);
    const [file] = await rowsOf(server.db, sql`select id from files where id = ${withPhoto.body.attachments[1].fileId}`);
    expect(file).toBeUndefined();
  });
});
