import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { amountOf, apiOf, openAs, stockCardTop, sumOf } from './support/books';
import { shopPrefix } from './support/shell';

// A hotel stay (issue 19 §3) on the seeded demo shop: the seller checks a dog into a free room with a
// 200.000 ₫ deposit, its check-in dated back as a desk records one made earlier (a stay's days run on
// the shop's real clock); the board shows the room occupied; the spa staff logs the next day's care
// with a photo and the bath given; at check-out the stay bills two days of the room and the bath, the
// deposit deducted, paid in cash, and its 80 mm receipt is printed.

// a 1×1 PNG: the server keeps only real images
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The activity of the stay coded `code` on the hotel board. */
async function spaStayActivity(api: Awaited<ReturnType<typeof apiOf>>, code: string): Promise<string> {
  const { items } = await api.get<{ items: Array<{ stays: Array<{ activityId: string; code: string }> }> }>('/pet-rooms?type=1');
  return items.flatMap((r) => r.stays).find((st) => st.code === code)!.activityId;
}

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

/**
 * The room card's "Nhận phòng" filled and saved: the pet found by its owner's phone, checked in
 * `hoursAgo` back on the shop's clock and expected to leave `hoursAhead` from now; `fill` adds more.
 */
async function checkIn(page: Page, room: string, pet: PetRow, at: { hoursAgo: number; hoursAhead: number }, fill?: (form: Locator) => Promise<void>) {
  await page.getByRole('article', { name: room }).getByRole('button', { name: `Nhận phòng ${room}` }).click();
  const form = page.getByRole('dialog', { name: `Nhận phòng ${room}` });
  await form.getByRole('combobox', { name: /^Khách hàng/ }).fill(pet.owner.phone!);
  await page.getByRole('option', { name: new RegExp(pet.owner.name) }).first().click();
  await form.getByRole('combobox', { name: /^Thú cưng/ }).selectOption(pet.id);
  for (const [name, hours] of [[/^Giờ nhận phòng/, at.hoursAgo], [/^Dự kiến trả phòng/, -at.hoursAhead]] as const) {
    const field = form.getByRole('textbox', { name });
    await field.fill(shopClock(hours).text);
    await field.press('Tab');
  }
  await fill?.(form);
  await form.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(form).toBeHidden();
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
  await checkIn(page, 'Lớn 01', dog, { hoursAgo: daysBack * 24, hoursAhead: 24 }, async (form) => {
    await form.getByLabel('Tiền đặt cọc').fill('200000');
    await form.getByLabel('Đồ gửi kèm').fill('Dây dắt, đệm nằm');
  });

  // the board: the room occupied by the dog, with its customer's phone
  await expect(card.getByText('Đang có thú cưng')).toBeVisible();
  await expect(card).toContainText(dog.name);
  await expect(card).toContainText(dog.owner.phone!);
  const code = (await card.getByRole('link', { name: /^LT\d{6}$/ }).textContent())!;

  // the next day, the spa staff logs the dog's care from the board: fed, walked, a photo for its
  // owner, and the bath given (a service of the stay, billed at check-out)
  const { items: services } = await api.get<{ items: Array<{ id: string; name: string; price: number }> }>('/services?search=tam%20ve%20sinh%20cho&active=true&limit=20');
  const bath = services[0];
  const spa = await openAs(browser, await sessions.get('spa'), baseURL!);
  await spa.page.goto(`${prefix}/accommodation/hotels`);
  await spa.page.getByRole('article', { name: 'Lớn 01' }).getByRole('link', { name: `Sổ chăm sóc: ${dog.name}` }).click();
  await expect(spa.page.getByRole('heading', { name: `Lưu trú ${code} · ${dog.name}` })).toBeVisible();
  await spa.page.getByRole('button', { name: 'Ghi chăm sóc' }).click();
  const care = spa.page.getByRole('dialog', { name: `Ghi chăm sóc: ${dog.name}` });
  await care.getByRole('checkbox', { name: 'Đã cho ăn' }).check();
  await care.getByRole('checkbox', { name: 'Đã dắt đi dạo' }).check();
  await care.getByRole('checkbox', { name: 'Đã tắm' }).check();
  await care.getByLabel('Chụp / chọn ảnh').setInputFiles({ name: 'lu-buoi-sang.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(care.getByRole('img', { name: 'Ảnh đã chọn' })).toBeVisible();
  await care.getByRole('combobox', { name: 'Thêm dịch vụ' }).fill(bath.name);
  await spa.page.getByRole('option', { name: new RegExp(`${bath.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click();
  await care.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(care).toBeHidden();
  const logged = spa.page.getByRole('region', { name: /^Ngày / }).first();
  await expect(logged.getByText('Đã cho ăn')).toBeVisible();
  await expect(logged.getByRole('img', { name: 'lu-buoi-sang.png' })).toBeVisible();
  await expect(logged).toContainText(`Dịch vụ: ${bath.name} × 1`);
  await spa.context.close();
  const stay = { activityId: await spaStayActivity(api, code) };

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

test('a doctor admits a cat, logs two treatments with a medicine (on its stock card at once), discharges it, and its invoice is healthcare VAT', async ({ browser, sessions, baseURL }) => {
  test.setTimeout(180_000);
  const doctor = await sessions.get('doctor');
  const prefix = shopPrefix(doctor.shopId!);
  const { context, page } = await openAs(browser, doctor, baseURL!);
  await page.goto(`${prefix}/accommodation/inpatient-care`);
  const api = await apiOf(page, doctor.shopId!);
  const { items: pets } = await api.get<{ items: PetRow[] }>('/pets?limit=100&sort=name:asc');
  const cat = pets.find((p) => p.status === 1 && p.species === 'cat' && p.owner.phone && !/[·()]/.test(p.owner.name))!;

  // admitted three hours ago into a free cage
  const card = page.getByRole('article', { name: 'Nội trú 02' });
  await checkIn(page, 'Nội trú 02', cat, { hoursAgo: 3, hoursAhead: 48 });
  await expect(card.getByText('Đang có thú cưng')).toBeVisible();
  const code = (await card.getByRole('link', { name: /^LT\d{6}$/ }).textContent())!;

  // two treatments on its sheet, each with Amoxicillin
  await card.getByRole('link', { name: `Phiếu điều trị: ${cat.name}` }).click();
  await expect(page.getByRole('heading', { name: `Lưu trú ${code} · ${cat.name}` })).toBeVisible();
  for (const [temperature, tablets] of [['39,4', '2'], ['38,6', '1']] as const) {
    await page.getByRole('button', { name: 'Ghi điều trị' }).click();
    const sheet = page.getByRole('dialog', { name: `Ghi điều trị: ${cat.name}` });
    await sheet.getByRole('textbox', { name: 'Nhiệt độ (°C)' }).fill(temperature);
    await sheet.getByRole('combobox', { name: 'Thêm thuốc / sản phẩm' }).fill('Amoxicillin');
    await page.getByRole('option', { name: /Amoxicillin 500mg/ }).first().click();
    await sheet.getByRole('textbox', { name: 'SL: Amoxicillin 500mg' }).fill(tablets);
    await sheet.getByRole('textbox', { name: 'Cách dùng: Amoxicillin 500mg' }).fill('Uống sau ăn');
    await sheet.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByText(`${temperature} °C`)).toBeVisible();
  }
  await expect(page.getByText(/^Đã dùng: Amoxicillin 500mg × 2 viên/)).toBeVisible();

  // the stock card shows both uses at once, under the stay's code
  const owner = await openAs(browser, await sessions.get('owner'), baseURL!);
  const top = await stockCardTop(owner.page, prefix, 'Amoxicillin 500mg');
  await expect(top).toContainText('Dùng cho nội trú');
  await expect(top).toContainText(code);
  // the earlier use, two tablets, right below it
  const earlier = owner.page.getByRole('table').last().getByRole('row').nth(2);
  await expect(earlier).toContainText('Dùng cho nội trú');
  await expect(earlier).toContainText(code);
  await owner.context.close();

  // discharged: the activity opens for payment, its invoice taxed as healthcare (8 % in the demo shop)
  await page.goto(`${prefix}/accommodation/inpatient-care`);
  await card.getByRole('button', { name: `Trả phòng: ${cat.name}` }).click();
  await page.getByRole('dialog', { name: `Trả phòng cho ${cat.name}` }).getByRole('button', { name: 'Trả phòng' }).click();
  await expect(page).toHaveURL(/\/activities\/[0-9a-f-]{36}$/);
  const money = page.getByRole('region', { name: 'Sẵn sàng thanh toán' });
  await expect(money).toBeVisible();
  const due = amountOf(await sumOf(page, 'Còn phải trả').textContent());
  await money.getByRole('button', { name: 'Thanh toán' }).click();
  const panel = page.getByRole('dialog', { name: 'Thanh toán' });
  await panel.getByLabel('Tiền mặt khách đưa').fill(String(due));
  await panel.getByRole('button', { name: 'Xác nhận thanh toán' }).click();
  const done = page.getByRole('dialog', { name: /^Đã thanh toán hóa đơn HD\d{6}$/ });
  await expect(done).toBeVisible();
  const invoiceCode = (await done.getByRole('heading').textContent())!.match(/HD\d{6}/)![0];
  const { items: found } = await api.get<{ items: Array<{ id: string; code: string }> }>(`/invoices?search=${invoiceCode}`);
  const invoice = await api.get<{ kind: number; vat: number; lines: Array<{ name: string; quantity: number; vatPercent: number | null }> }>(`/invoices/${found.find((i) => i.code === invoiceCode)!.id}`);
  expect(invoice.kind).toBe(5);
  expect(invoice.vat).toBeGreaterThan(0);
  expect(invoice.lines.map((l) => l.vatPercent)).toEqual(invoice.lines.map(() => 8));
  expect(invoice.lines.filter((l) => l.name === 'Amoxicillin 500mg').map((l) => l.quantity)).toEqual([2, 1]);
  await context.close();
});
