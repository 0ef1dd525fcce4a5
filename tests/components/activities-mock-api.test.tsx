import { api } from '@/lib/api/client';
import { type Activity, activityPage, activityResponse, queueLinePage, serviceLine } from '@/lib/contracts/activities';
import { stockCardResponse } from '@/lib/contracts/stock';
import { serviceStaticsResponse } from '@/lib/contracts/statics';
import { ActivityStatus, InvoiceType } from '@/lib/enums/activities';
import { ServiceGroup } from '@/lib/enums/services';
import { MOCK_ACTIVITIES } from '@/tests/msw/activities-data';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockState, staticsOf } from '@/tests/msw/data';
import { shopDay } from '@/tests/msw/handlers/shared';
import { server } from '@/tests/msw/server';
import { authHandlers } from '@/tests/msw/session';
import { mockAccessToken } from '@/tests/msw/tokens';
import { failure, getData, signInAs } from '@/tests/support/mock-api-calls';

// The activity mocks the board, the queues and the activity's page run on (dev:mock), with the
// rules of server/modules/activities: who may do what, the version an edit or move was made on,
// the moves of DESIGN §4 (completing takes the products out of stock through the mock ledger, or
// nothing happens), and the sidebar badges counted from the activities.

const { today: TODAY, lines: LINE } = MOCK_ACTIVITIES;
const { customers: C, pets: P, services: S, products: PR } = MOCK_CATALOGUE;
const { WAITING, IN_PROGRESS, COMPLETED, CANCELED } = ActivityStatus;

beforeEach(() => server.use(...authHandlers(null)));

const today = () => shopDay(new Date().toISOString());
const get = async (id: string) => activityResponse.parse(await getData(`/activities/${id}`));
const list = async (params: Record<string, unknown>) => activityPage.parse(await getData('/activities', { limit: 100, ...params }));
const statics = async () => serviceStaticsResponse.parse(await getData('/invoice-services/statics'));
const move = async (a: Pick<Activity, 'id' | 'version'>, transition: string, reason?: string) =>
  activityResponse.parse((await api.post(`/activities/${a.id}/transition`, { transition, version: a.version, ...(reason ? { reason } : {}) })).data);
const moveLine = (id: string, transition: string) => api.post(`/activity-services/${id}/transition`, { transition });
/** The body that saves an activity as it is, its lines named by id. */
const editOf = (a: Activity) => ({
  customerId: a.customer.id,
  petId: a.pet.id,
  type: a.type,
  version: a.version,
  services: a.serviceLines.map((l) => ({ id: l.id, serviceId: l.serviceId, quantity: l.quantity })),
  products: a.productLines.map((l) => ({ id: l.id, productId: l.productId, unitName: l.unitName, quantity: l.quantity, batchId: l.batchId })),
});

describe('mock API: the seeded activities', () => {
  it("lists today's board newest first, by status, type, search and page, and the history by day", async () => {
    signInAs('seller');
    const board = await list({ from: today() });
    expect(board.items.map((a) => a.id)).toEqual(Object.values(TODAY).reverse());
    expect(board.items.map((a) => a.ticketNo)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(new Set(board.items.map((a) => a.status))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect((await list({ from: today(), status: '1,2' })).items.map((a) => a.pet.name)).toEqual(['Lu', 'Mimi', 'Tôm', 'Bơ', 'Sữa', 'Milo']);
    expect((await list({ type: InvoiceType.GROOMING })).items.map((a) => [a.pet.name, a.status])).toEqual([['Lu', WAITING], ['Mimi', CANCELED], ['Milo', COMPLETED]]);
    // the pet's name without accents, the customer's phone, the code as typed
    expect((await list({ search: 'sua' })).items.map((a) => a.id)).toEqual([TODAY.suaSurgeryInProgress]);
    expect((await list({ search: '0918567813' })).items.map((a) => a.id)).toEqual([TODAY.suaSurgeryInProgress]);
    expect((await list({ search: 'hoang thu giang' })).items.map((a) => a.pet.name)).toEqual(['Milo', 'Milo']);
    // a customer's, a pet's and a member of staff's activities
    expect((await list({ customerId: C.an })).items.map((a) => a.id)).toEqual([TODAY.luGroomingWaiting, TODAY.luVaccinated, MOCK_ACTIVITIES.past.luHomeVisit]);
    expect((await list({ petId: P.mimi, status: '4' })).items.map((a) => a.id)).toEqual([TODAY.mimiBathCanceled]);
    expect((await list({ assigneeId: MOCK_IDS.users.spa })).items.map((a) => a.type)).toEqual([InvoiceType.GROOMING, InvoiceType.GROOMING, InvoiceType.GROOMING]);
    const code = mockState.activities[TODAY.luVaccinated].code;
    expect((await list({ search: code.toLowerCase() })).items.map((a) => a.code)).toEqual([code]);
    const page = activityPage.parse(await getData('/activities', { limit: 2, page: 2 }));
    expect([page.total, page.items.map((a) => a.id)]).toEqual([14, [TODAY.mimiWaiting, TODAY.tomHomeWaiting]]);
    const yesterday = shopDay(new Date(Date.now() - 86_400_000).toISOString());
    expect((await list({ from: yesterday, to: yesterday })).items.map((a) => a.pet.name)).toEqual(['Tôm', 'Mimi', 'Milo']);
    expect((await failure(api.get('/activities', { params: { status: '7' } }))).body.errors?.[0].field).toBe('status.0');
  });

  it('shows the vaccinated visit whole: its record to the clinical roles only, its lot and next due date', async () => {
    signInAs('doctor');
    const lu = await get(TODAY.luVaccinated);
    expect(lu).toMatchObject({ status: COMPLETED, pet: { name: 'Lu', weightKg: 6.4 }, customer: { name: 'Nguyễn Văn An' }, total: 120_000 + 80_000 });
    expect(lu.record).toMatchObject({ weightKg: 6.4, temperatureC: 38.6 });
    expect(lu.productLines).toMatchObject([{ id: MOCK_ACTIVITIES.luRabisin, name: 'Vaccine dại Rabisin', batchNo: 'RB2511-07', dosage: 'Tiêm dưới da' }]);
    expect(lu.productLines[0].nextDueOn! > today()).toBe(true);
    expect(lu.completed?.by?.name).toBe('Lê Văn Hùng');
    signInAs('seller');
    expect((await get(TODAY.luVaccinated)).record).toBeNull();
  });

  it("counts the badges from today's activities and lists a queue oldest first", async () => {
    signInAs('doctor');
    expect(await statics()).toEqual(staticsOf(7, { ultrasound: 3, surgery: 1, labTest: 2, inpatientTreatment: 1 }));
    const scans = queueLinePage.parse(await getData('/activity-services', { group: ServiceGroup.ULTRASOUND, status: '1,2', from: today() }));
    expect(scans.items.map((l) => [l.id, l.status, l.activity.id])).toEqual([
      [LINE.miloScan, IN_PROGRESS, TODAY.miloInProgress],
      [LINE.boScan, WAITING, TODAY.boWaiting],
      [LINE.mimiScan, WAITING, TODAY.mimiWaiting],
    ]);
    const xRays = queueLinePage.parse(await getData('/activity-services', { group: ServiceGroup.X_RAY, from: today() }));
    expect(xRays.items.map((l) => [l.id, l.status, l.result])).toEqual([
      [LINE.miloXRay, COMPLETED, 'Không thấy gãy xương; khớp gối trái sưng nhẹ.'],
      [LINE.boXRay, ActivityStatus.DRAFT, null],
    ]);
    expect((await failure(api.get('/activity-services', { params: { group: 2 } }))).body.errors?.[0].field).toBe('group');
  });
});

describe('mock API: an activity from the front desk to completion', () => {
  it('is made, started, its line taken and completed, its record saved, and completed taking its medicine out of stock', async () => {
    signInAs('seller');
    const body = { customerId: C.khang, petId: P.bo, type: InvoiceType.HEALTHCARE, services: [{ serviceId: S.ultrasound }], products: [{ productId: PR.amoxicillin, unitName: 'viên', quantity: 10 }], submit: true };
    const made = activityResponse.parse((await api.post('/activities', body)).data);
    expect(made).toMatchObject({ code: 'DV000015', ticketNo: 10, status: WAITING, version: 1, total: 200_000 + 30_000, waiting: { by: { name: 'Phạm Thu Trang' } } });
    expect((await statics()).services.find((s) => s.type === ServiceGroup.ULTRASOUND)?.count).toBe(4);

    signInAs('doctor');
    const started = await move(made, 'start');
    const [scan] = started.serviceLines;
    expect(serviceLine.parse((await moveLine(scan.id, 'start')).data)).toMatchObject({ status: IN_PROGRESS, performer: { name: 'Lê Văn Hùng' } });
    await api.put(`/activity-services/${scan.id}`, { result: 'Gan, thận bình thường.' });
    expect(serviceLine.parse((await moveLine(scan.id, 'complete')).data)).toMatchObject({ status: COMPLETED, result: 'Gan, thận bình thường.' });
    expect(await statics()).toEqual(staticsOf(8, { ultrasound: 3, surgery: 1, labTest: 2, inpatientTreatment: 1 }));

    // the prescription goes with the record: the product lines it sends replace the activity's
    const prescription = [{ productId: PR.amoxicillin, unitName: 'viên', quantity: 10, dosage: '1 viên × 2 lần/ngày, 5 ngày' }];
    const saved = activityResponse.parse((await api.put(`/activities/${made.id}/record`, { diagnosis: 'Viêm dạ dày', products: prescription })).data);
    expect(saved.record).toMatchObject({ diagnosis: 'Viêm dạ dày', weightKg: null });
    expect(saved.productLines).toMatchObject([{ name: 'Amoxicillin 500mg', quantity: 10, price: 3_000, dosage: '1 viên × 2 lần/ngày, 5 ngày' }]);

    const done = await move(saved, 'complete');
    expect(done).toMatchObject({ status: COMPLETED, version: saved.version + 1, completed: { by: { name: 'Lê Văn Hùng' } } });
    expect(mockState.products[PR.amoxicillin].stockOnHand).toBe(410);
    signInAs('owner');
    const card = stockCardResponse.parse(await getData(`/products/${PR.amoxicillin}/stock-card`, { reason: 'service_use' }));
    expect(card.items.map((m) => [m.documentCode, m.delta, m.balanceAfter, m.batch?.batchNo])).toEqual([[made.code, -10, 410, 'AMX2510-02']]);
    expect((await statics()).activities).toBe(7);
  });

  it("saves a record while the activity is open: a new weight joins the pet's history once, a grooming keeps its notes only", async () => {
    signInAs('doctor');
    const weighings = mockState.pets[P.bo].weights.length;
    const saved = activityResponse.parse((await api.put(`/activities/${TODAY.boWaiting}/record`, { weightKg: '11,8', temperatureC: '38,5', symptoms: 'Nôn' })).data);
    expect(saved.record).toMatchObject({ weightKg: 11.8, temperatureC: 38.5, symptoms: 'Nôn' });
    await api.put(`/activities/${TODAY.boWaiting}/record`, { weightKg: 11.8, symptoms: 'Nôn, bỏ ăn' });
    expect(mockState.pets[P.bo].weights.map((w) => w.weightKg).slice(weighings)).toEqual([11.8]);
    expect(mockState.pets[P.bo].weightKg).toBe(11.8);
    expect((await failure(api.put(`/activities/${TODAY.boWaiting}/record`, { temperatureC: 'nóng' }))).body.errors?.[0].field).toBe('temperatureC');

    signInAs('spa');
    const groomed = activityResponse.parse((await api.put(`/activities/${TODAY.luGroomingWaiting}/record`, { notes: 'Lông rối vùng tai', diagnosis: 'không thuộc về spa' })).data);
    expect(groomed.record).toMatchObject({ notes: 'Lông rối vùng tai', diagnosis: null });
    expect((await failure(api.put(`/activities/${TODAY.luVaccinated}/record`, { notes: 'muộn' }))).body.message).toBe('Hoạt động đã hoàn thành: không thể thay đổi');
  });

  it('completes the lines still open with the activity, and cancels them with it (a reason required)', async () => {
    signInAs('doctor');
    const milo = await get(TODAY.miloInProgress);
    const done = await move(milo, 'complete');
    expect(done.serviceLines.map((l) => [l.name, l.status, l.performer?.name])).toEqual([
      ['Tái khám', COMPLETED, 'Lê Văn Hùng'],
      ['Chụp X-quang', COMPLETED, 'Lê Văn Hùng'],
      ['Siêu âm ổ bụng', COMPLETED, 'Lê Văn Hùng'],
      ['Xét nghiệm máu tổng quát', COMPLETED, 'Lê Văn Hùng'],
    ]);
    const bo = await get(TODAY.boWaiting);
    expect((await failure(api.post(`/activities/${bo.id}/transition`, { transition: 'cancel', version: bo.version }))).body.errors?.[0].field).toBe('reason');
    const canceled = await move(bo, 'cancel', 'Khách về trước');
    expect(canceled).toMatchObject({ status: CANCELED, cancelReason: 'Khách về trước' });
    expect(canceled.serviceLines.map((l) => l.status)).toEqual([CANCELED, CANCELED]);
    // Milo's blood test and scan, and Bơ's scan, left their queues; two activities are over
    expect(await statics()).toEqual(staticsOf(5, { ultrasound: 1, surgery: 1, labTest: 1, inpatientTreatment: 1 }));
  });
});

describe('mock API: refused activity calls change nothing', () => {
  it('refuses completion short of stock, with the ledger’s 409, completing nothing', async () => {
    signInAs('doctor');
    const milo = await get(TODAY.miloInProgress);
    const withDrops = activityResponse.parse((await api.put(`/activities/${milo.id}`, { ...editOf(milo), products: [{ productId: PR.revolution, unitName: 'ống', quantity: 5 }] })).data);
    const movements = mockState.books.movements.length;
    expect((await failure(move(withDrops, 'complete'))).body).toMatchObject({ statusCode: 409, message: 'Không đủ tồn kho: Revolution mèo 2,6–7,5kg chỉ còn 3 ống' });
    const after = await get(milo.id);
    expect([after.status, after.version, after.serviceLines.map((l) => l.status)]).toEqual([IN_PROGRESS, withDrops.version, [WAITING, COMPLETED, IN_PROGRESS, WAITING]]);
    expect([mockState.products[PR.revolution].stockOnHand, mockState.books.movements.length]).toEqual([3, movements]);
    expect(await statics()).toEqual(staticsOf(7, { ultrasound: 3, surgery: 1, labTest: 2, inpatientTreatment: 1 }));
  });

  it('refuses an edit or move made on an older version, and a move the table does not allow, with the status now', async () => {
    signInAs('doctor');
    const bo = await get(TODAY.boWaiting);
    expect((await failure(move(bo, 'complete'))).body.message).toBe('Không thể chuyển hoạt động từ trạng thái Chờ thực hiện');
    const started = await move(bo, 'start');
    const stale = 'Hoạt động vừa được người khác thay đổi (hiện đang ở trạng thái Đang thực hiện). Hãy tải lại để xem thay đổi';
    expect((await failure(move(bo, 'cancel', 'Khách về'))).body).toMatchObject({ statusCode: 409, message: stale });
    expect((await failure(api.put(`/activities/${bo.id}`, editOf(bo)))).body.message).toBe(stale);
    // a started activity keeps its customer, pet and type, and the lines its performers started
    expect((await failure(api.put(`/activities/${bo.id}`, { ...editOf(started), petId: P.lu, customerId: C.an }))).status).toBe(409);
    expect(await get(bo.id)).toMatchObject({ status: IN_PROGRESS, version: started.version, pet: { name: 'Bơ' } });
    const milo = await get(TODAY.miloInProgress);
    expect((await failure(api.put(`/activities/${milo.id}`, { ...editOf(milo), services: [] }))).body.message).toBe('Dịch vụ đã được thực hiện: không thể xóa khỏi hoạt động');
    expect((await get(milo.id)).serviceLines).toHaveLength(4);
  });

  it('moves a line only while its activity is in progress, and deletes only pending activities', async () => {
    signInAs('doctor');
    expect((await failure(moveLine(LINE.boScan, 'start'))).body.message).toBe('Hoạt động chưa được bắt đầu hoặc đã kết thúc (trạng thái Chờ thực hiện)');
    expect((await failure(moveLine(LINE.miloScan, 'start'))).body.message).toBe('Không thể chuyển dịch vụ từ trạng thái Đang thực hiện');
    expect(mockState.activities[TODAY.boWaiting].services.map((l) => l.status)).toEqual([WAITING, WAITING]);
    expect((await failure(api.delete(`/activities/${TODAY.miloInProgress}`))).body.message).toMatch(/^Chỉ xóa được hoạt động nháp hoặc đang chờ \(hiện ở trạng thái Đang thực hiện\)/);
    expect((await api.delete(`/activities/${TODAY.boDraft}`)).status).toBe(204);
    expect((await failure(api.get(`/activities/${TODAY.boDraft}`))).status).toBe(404);
    expect((await statics()).activities).toBe(6);
  });

  it('keeps to the roles and the shop: moves and queues for the clinical roles, prices of their own too', async () => {
    signInAs('seller');
    const bo = await get(TODAY.boWaiting);
    expect((await failure(move(bo, 'start'))).status).toBe(403);
    expect((await failure(api.get('/activity-services'))).status).toBe(403);
    expect((await failure(api.put(`/activities/${TODAY.boWaiting}/record`, {}))).status).toBe(403);
    const codes = mockState.books.counters[`${MOCK_IDS.shops.q1}:DV`];
    const priced = { customerId: C.khang, petId: P.bo, type: InvoiceType.HEALTHCARE, services: [{ serviceId: S.ultrasound, price: 150_000 }] };
    expect((await failure(api.post('/activities', priced))).body).toMatchObject({ statusCode: 403, message: 'Bạn không có quyền sửa đơn giá' });
    expect((await failure(api.put(`/activities/${bo.id}`, { ...editOf(bo), services: [{ id: LINE.boScan, serviceId: S.ultrasound, price: 1 }] }))).status).toBe(403);
    expect([Object.keys(mockState.activities).length, mockState.books.counters[`${MOCK_IDS.shops.q1}:DV`]]).toEqual([14, codes]);
    expect((await failure(api.post('/activities', { ...priced, services: [], petId: P.vang, customerId: C.lan }))).body.message).toBe('Vàng đã qua đời: không thể tạo hoạt động');
    expect((await failure(api.post('/activities', { ...priced, services: [], petId: P.lu }))).body.errors).toEqual([{ field: 'petId', messages: ['Thú cưng không thuộc khách hàng này'] }]);

    signInAs('doctor');
    expect(activityResponse.parse((await api.post('/activities', priced)).data).serviceLines[0].price).toBe(150_000);
    signInAs('other', MOCK_IDS.shops.hanoi);
    expect((await failure(api.get(`/activities/${TODAY.boWaiting}`))).body.message).toBe('Không tìm thấy hoạt động');
    expect((await failure(moveLine(LINE.miloBloodTest, 'start'))).status).toBe(404);
    expect(activityPage.parse(await getData('/activities')).total).toBe(0);
    signInAs('owner', MOCK_IDS.shops.hanoi);
    expect((await failure(api.get('/activities'))).status).toBe(403);
  });
});

/**
 * A file sent with fetch in a multipart body written out: jsdom's File reaches msw as a Blob
 * without its bytes or name, so sizes and names are tried this way.
 */
function sendFile(bytes: number, name: string, type: string) {
  const boundary = 'pawdesk-attachment';
  const encode = (text: string) => new TextEncoder().encode(text);
  const head = encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="activityId"\r\n\r\n${TODAY.miloInProgress}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + bytes + tail.length);
  body.set(head);
  body.set(tail, head.length + bytes);
  const headers = { authorization: `Bearer ${mockAccessToken(MOCK_IDS.users.doctor)}`, 'shop-Id': MOCK_IDS.shops.q1, 'content-type': `multipart/form-data; boundary=${boundary}` };
  return fetch('http://localhost/api/v1/activity-attachments', { method: 'POST', headers, body });
}

describe('mock API: /activity-attachments', () => {
  const upload = (fields: Record<string, string>, file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ket-qua.png', { type: 'image/png' })) => {
    const form = new FormData();
    form.set('file', file);
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return api.post('/activity-attachments', form);
  };

  it("keeps a line's result or a photo, refuses other files, and removes one while the activity is open", async () => {
    signInAs('doctor');
    const withScan = activityResponse.parse((await upload({ activityId: TODAY.miloInProgress, serviceLineId: LINE.miloScan })).data);
    // (jsdom's File reaches msw as a Blob: the name it was sent with is lost on the way, not its type)
    expect(withScan.attachments.map((a) => [a.kind, a.mimeType, a.serviceLineId])).toEqual([
      ['result', 'image/png', LINE.miloXRay],
      ['result', 'image/png', LINE.miloScan],
    ]);
    const text = new File(['kết quả'], 'ket-qua.txt', { type: 'text/plain' });
    expect((await failure(upload({ activityId: TODAY.miloInProgress }, text))).body).toMatchObject({ statusCode: 400, message: 'Chỉ chấp nhận hình ảnh (PNG, JPEG, GIF, WebP) hoặc PDF' });
    const tooLarge = await sendFile(10 * 1024 * 1024 + 1, 'lon.pdf', 'application/pdf');
    expect([tooLarge.status, ((await tooLarge.json()) as { message: string }).message]).toEqual([413, 'Tệp vượt quá dung lượng cho phép (10 MB)']);
    const pdf = activityResponse.parse(await (await sendFile(10 * 1024 * 1024, 'sieu-am.pdf', 'application/pdf')).json());
    expect(pdf.attachments.at(-1)).toMatchObject({ kind: 'result', name: 'sieu-am.pdf', mimeType: 'application/pdf', serviceLineId: null });
    expect((await failure(upload({ activityId: TODAY.miloInProgress, kind: 'during' }))).body.errors?.[0].field).toBe('kind');
    expect((await failure(upload({ activityId: TODAY.mimiBathCanceled }))).body.message).toBe('Hoạt động đã hủy: không thể thay đổi');

    expect((await api.delete(`/activity-attachments/${MOCK_ACTIVITIES.miloXRayImage}`)).status).toBe(204);
    expect((await get(TODAY.miloInProgress)).attachments.map((a) => a.id)).toEqual([withScan.attachments[1].id, pdf.attachments[2].id]);
    const photo = mockState.activities[MOCK_ACTIVITIES.past.miloGrooming].attachments[0];
    expect((await failure(api.delete(`/activity-attachments/${photo.id}`))).body.message).toBe('Hoạt động đã hoàn thành: không thể thay đổi');
  });
});
