import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiOf, dayFromNow, openAs } from './support/books';
import { shopPrefix } from './support/shell';

// The receptionist's schedule (issue 19 §5) on the demo shop, in the real react-big-calendar: a day
// twelve days ahead (past the demo's bookings), a pet booked by clicking the 10:00 slot, dragged to
// 14:00, then marked arrived — which opens its new activity, waiting in the queue.

interface PetRow {
  id: string;
  name: string;
  status: number;
  owner: { name: string; phone: string | null };
}

/** The middle of the day column at the top of `time` (HH:mm) in the day view, as the mouse reaches it. */
async function slotAt(page: Page, time: string): Promise<{ x: number; y: number }> {
  const label = page.locator('.rbc-time-gutter .rbc-timeslot-group', { hasText: time }).first();
  const column = page.locator('.rbc-day-slot').first();
  const [l, c] = [(await label.boundingBox())!, (await column.boundingBox())!];
  return { x: c.x + c.width / 2, y: l.y };
}

test('the seller books a pet by clicking a slot, drags it to another hour, marks it arrived and lands on its activity', async ({ browser, sessions, baseURL }) => {
  test.setTimeout(120_000);
  const seller = await sessions.get('seller');
  const prefix = shopPrefix(seller.shopId!);
  const { context, page } = await openAs(browser, seller, baseURL!);
  await page.setViewportSize({ width: 1366, height: 1000 });
  await page.goto(`${prefix}/schedule`);
  const api = await apiOf(page, seller.shopId!);
  const { items: pets } = await api.get<{ items: PetRow[] }>('/pets?limit=100&sort=name:asc');
  const pet = pets.find((p) => p.status === 1 && p.owner.phone && !/[·()]/.test(p.owner.name))!;

  await page.getByRole('button', { name: 'Ngày', exact: true }).click();
  for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'Sau' }).click();

  // a click on the free 10:00 slot opens the booking at 10:00
  const ten = await slotAt(page, '10:00');
  await page.mouse.click(ten.x, ten.y + 6);
  const dialog = page.getByRole('dialog', { name: 'Thêm lịch hẹn' });
  await expect(dialog.getByRole('textbox', { name: /^Bắt đầu/ })).toHaveValue(/ 10:00$/);
  await dialog.getByRole('combobox', { name: /^Khách hàng/ }).fill(pet.owner.phone!);
  await page.getByRole('option', { name: new RegExp(pet.owner.name) }).first().click();
  await dialog.getByRole('combobox', { name: /^Thú cưng/ }).selectOption(pet.id);
  await dialog.getByRole('combobox', { name: 'Dịch vụ' }).fill('Khám tổng quát');
  await page.getByRole('option', { name: /Khám tổng quát/ }).first().click();
  await dialog.getByRole('combobox', { name: 'Nhân viên' }).selectOption({ label: 'Lê Văn Hùng' });
  await dialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(dialog).toBeHidden();
  const event = page.locator('.rbc-event', { hasText: pet.name });
  await expect(event).toContainText('10:00–10:30');

  // dragged to 14:00: held 8 px below its top, let go a few px into 14:00's quarter (as far below its top again)
  const from = (await event.boundingBox())!;
  const two = await slotAt(page, '14:00');
  await page.mouse.move(from.x + from.width / 4, from.y + 8);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 4, from.y + 40, { steps: 5 });
  await page.mouse.move(from.x + from.width / 4, two.y + 8 + 6, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByText(/^Đã chuyển lịch hẹn LH\d{6} sang \d{2}\/\d{2}\/\d{4} 14:00$/)).toBeVisible();
  await expect(event).toContainText('14:00–14:30');

  // the customer arrives: the activity is made and opens, waiting with the check-up
  await event.click();
  const detail = page.getByRole('dialog', { name: /^Lịch hẹn LH\d{6}/ });
  await expect(detail).toContainText(pet.name);
  await detail.getByRole('button', { name: 'Khách đến' }).click();
  await expect(page).toHaveURL(/\/activities\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /DV\d{6}/ })).toBeVisible();
  await expect(page.getByText('Khám tổng quát').first()).toBeVisible();
  await expect(page.getByText(pet.name).first()).toBeVisible();
  await context.close();
});

test('the reminders show a vaccination due in 5 days, and the seller marks it contacted', async ({ browser, sessions, baseURL }) => {
  test.setTimeout(90_000);
  const doctor = await sessions.get('doctor');
  const prefix = shopPrefix(doctor.shopId!);
  // the doctor vaccinated a pet earlier, its booster due in five days
  const vet = await openAs(browser, doctor, baseURL!);
  await vet.page.goto(prefix);
  const vetApi = await apiOf(vet.page, doctor.shopId!);
  const { items: pets } = await vetApi.get<{ items: Array<PetRow & { customerId: string }> }>('/pets?limit=100&sort=name:desc');
  const pet = pets.find((p) => p.status === 1 && p.owner.phone)!;
  const vaccines = await vetApi.get<Array<{ id: string; name: string; unit: string }>>('/products/options?search=Rabisin');
  const dueOn = dayFromNow(5).split('/').reverse().join('-');
  let visit = await vetApi.send<{ id: string; version: number }>('post', '/activities', {
    customerId: pet.customerId,
    petId: pet.id,
    type: 2,
    submit: true,
    products: [{ productId: vaccines[0].id, unitName: vaccines[0].unit, quantity: 1, nextDueOn: dueOn }],
  });
  for (const transition of ['start', 'complete']) visit = await vetApi.send('post', `/activities/${visit.id}/transition`, { transition, version: visit.version });
  await vet.context.close();

  const seller = await sessions.get('seller');
  const { context, page } = await openAs(browser, seller, baseURL!);
  await page.goto(prefix);
  await expect(page.getByText(/\d+ nhắc lịch cần liên hệ/)).toBeVisible();
  await page.getByRole('link', { name: 'Xem nhắc lịch' }).click();
  await page.getByRole('checkbox', { name: 'Chỉ chưa liên hệ' }).check();
  await page.getByRole('searchbox').fill(pet.name);
  const row = page.getByRole('row').filter({ hasText: dayFromNow(5) }).filter({ hasText: pet.name }).filter({ hasText: 'Tiêm nhắc' });
  await expect(row).toContainText(pet.owner.phone!);
  await row.getByRole('button', { name: /^Đã liên hệ: / }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Liên hệ .* · ${pet.name}$`) });
  await expect(dialog.getByRole('textbox', { name: 'Tin nhắn' })).toHaveValue(new RegExp(`Bé ${pet.name} đến lịch tiêm nhắc .* vào ngày ${dayFromNow(5)}`));
  await dialog.getByRole('combobox', { name: 'Kết quả' }).selectOption('Khách sẽ đến');
  await dialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(dialog).toBeHidden();
  // called: off the list of those not contacted yet, on the full one with its outcome
  await expect(row).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Chỉ chưa liên hệ' }).uncheck();
  await expect(row).toContainText('Khách sẽ đến · Phạm Thu Trang');
  await context.close();
});
