import { expect, test } from './support/fixtures';
import { amountOf, apiOf, openAs, sumOf } from './support/books';
import { shopPrefix } from './support/shell';

// A hotel stay (issue 19 §3) on the seeded demo shop: the seller checks a dog into a free room with a
// 200.000 ₫ deposit, its check-in dated back as a desk records one made earlier (a stay's days run on
// the shop's real clock); the board shows the room occupied; the shop admin adds a bath to the stay; at
// check-out the stay bills two days of the room and the bath, the deposit deducted, paid in cash,
// and its 80 mm receipt is printed.

interface PetRow {
  id: string;
  name: string;
  species: string;
  status: number;
  customerId: string;
  owner: { name: string; phone: string | null };
}

/** dd/MM/yyyy HH:mm on the shop's clock (UTC+7), `hoursAgo` back from now. */
function shopClock(hoursAgo: number): { text: string; minutes: number } {
  const d = new Date(Date.now() + 7 * 3_600_000 - hoursAgo * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return { text: `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`, minutes: d.getUTCHours() * 60 + d.getUTCMinutes() };
}

test('the seller checks a dog in with a 200.000 ₫ deposit and out two days later: two days and a bath, the deposit deducted, the receipt printed', async ({ browser, sessions, baseURL }) => {
  test.setTimeout(180_000);
  const seller = await sessions.get('seller');
  const prefix = shopPrefix(seller.shopId!);
  const { context, page } = await openAs(browser, seller, baseURL!);
  await page.goto(`${prefix}/accommodation/hotels`);
  const api = await apiOf(page, seller.shopId!);
  const { items: pets } = await api.get<{ items: PetRow[] }>('/pets?limit=100&sort=name:asc');
  const dog = pets.find((p) => p.status === 1 && p.species === 'dog' && p.owner.phone && !/[·()]/.test(p.owner.name))!;
  const { items: rooms } = await api.get<{ items: Array<{ name: string; dailyPrice: number; stays: unknown[] }> }>('/pet-rooms?type=1');
  const room = rooms.find((r) => r.name === 'Lớn 01')!;
  expect(room.stays).toHaveLength(0);

  // two days by the shop's rule (each day started counts, leaving after 12:00 counts another):
  // in two days ago when it is still morning, yesterday at this hour in the afternoon
  const daysBack = shopClock(0).minutes > 12 * 60 ? 1 : 2;
  const card = page.getByRole('article', { name: 'Lớn 01' });
  await card.getByRole('button', { name: 'Nhận phòng Lớn 01' }).click();
  const form = page.getByRole('dialog', { name: 'Nhận phòng Lớn 01' });
  await form.getByRole('combobox', { name: /^Khách hàng/ }).fill(dog.owner.phone!);
  await page.getByRole('option', { name: new RegExp(dog.owner.name) }).first().click();
  await form.getByRole('combobox', { name: /^Thú cưng/ }).selectOption(dog.id);
  const checkedIn = form.getByRole('textbox', { name: /^Giờ nhận phòng/ });
  await checkedIn.fill(shopClock(daysBack * 24).text);
  await checkedIn.press('Tab');
  const expectedOut = form.getByRole('textbox', { name: /^Dự kiến trả phòng/ });
  await expectedOut.fill(shopClock(-24).text);
  await expectedOut.press('Tab');
  await form.getByLabel('Tiền đặt cọc').fill('200000');
  await form.getByLabel('Đồ gửi kèm').fill('Dây dắt, đệm nằm');
  await form.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(form).toBeHidden();

  // the board: the room occupied by the dog, with its customer's phone
  await expect(card.getByText('Đang có thú cưng')).toBeVisible();
  await expect(card).toContainText(dog.name);
  await expect(card).toContainText(dog.owner.phone!);
  const code = (await card.getByRole('link', { name: /^LT\d{6}$/ }).textContent())!;

  // a bath during the stay, added to its activity by the shop admin (a stay under way changes its
  // lines by a role that performs the services)
  const admin = await openAs(browser, await sessions.get('owner'), baseURL!);
  await admin.page.goto(prefix);
  const adminApi = await apiOf(admin.page, seller.shopId!);
  const { items: stays } = await api.get<{ items: Array<{ name: string; stays: Array<{ activityId: string; code: string }> }> }>('/pet-rooms?type=1');
  const stay = stays.find((r) => r.name === 'Lớn 01')!.stays[0];
  expect(stay.code).toBe(code);
  const visit = await api.get<{ version: number }>(`/activities/${stay.activityId}`);
  const { items: services } = await api.get<{ items: Array<{ id: string; name: string; price: number }> }>('/services?search=tam%20ve%20sinh%20cho&active=true&limit=20');
  const bath = services[0];
  await adminApi.send('put', `/activities/${stay.activityId}`, { customerId: dog.customerId, petId: dog.id, type: 4, services: [{ serviceId: bath.id }], products: [], version: visit.version });
  await admin.context.close();

  // check-out: two days, and the activity opens ready for payment with the deposit deducted
  await page.reload();
  await card.getByRole('button', { name: `Trả phòng: ${dog.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Trả phòng cho ${dog.name}` });
  await expect(confirm).toContainText('2 ngày');
  await confirm.getByRole('button', { name: 'Trả phòng' }).click();
  await expect(page).toHaveURL(new RegExp(`/activities/${stay.activityId}$`));
  const money = page.getByRole('region', { name: 'Sẵn sàng thanh toán' });
  await expect(money).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Lớn 01' })).toContainText('2');
  const total = amountOf(await sumOf(page, 'Tổng cộng').textContent());
  expect(total).toBeGreaterThanOrEqual(2 * room.dailyPrice + bath.price);
  await expect(sumOf(page, 'Đã ứng')).toHaveText(/^-200\.000\s₫$/);
  const due = total - 200_000;
  expect(amountOf(await sumOf(page, 'Còn phải trả').textContent())).toBe(due);

  // paid in cash; the 80 mm receipt names the room's days and the bath
  await money.getByRole('button', { name: 'Thanh toán' }).click();
  const panel = page.getByRole('dialog', { name: 'Thanh toán' });
  await panel.getByLabel('Tiền mặt khách đưa').fill(String(due));
  await panel.getByRole('button', { name: 'Xác nhận thanh toán' }).click();
  const done = page.getByRole('dialog', { name: /^Đã thanh toán hóa đơn HD\d{6}$/ });
  await expect(done).toBeVisible();
  const [receipt] = await Promise.all([context.waitForEvent('page'), done.getByRole('button', { name: 'In phiếu 80 mm' }).click()]);
  await receipt.waitForLoadState();
  await expect(receipt.getByText(/Lớn 01/).first()).toBeVisible();
  await expect(receipt.getByText(bath.name).first()).toBeVisible();

  // the room is free again
  await page.goto(`${prefix}/accommodation/hotels`);
  await expect(card.getByText('Trống')).toBeVisible();
  await context.close();
});
