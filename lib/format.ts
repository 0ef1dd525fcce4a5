// Formatting shared by every screen that shows money or a pet's age.

const VND = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });

/** Integer đồng as "1.234.000 ₫" (DESIGN §3: VND has no minor unit), in either language. */
export function formatVnd(amount: number): string {
  return VND.format(amount);
}

/** Whole years and months from a YYYY-MM-DD birth date to `today`; null when the date is missing or later. */
export function ageFrom(birthDate: string | null, today = new Date()): { years: number; months: number } | null {
  if (!birthDate) return null;
  const [y, m, d] = birthDate.split('-').map(Number);
  let months = (today.getFullYear() - y) * 12 + (today.getMonth() + 1 - m);
  if (today.getDate() < d) months -= 1;
  if (months < 0) return null;
  return { years: Math.floor(months / 12), months: months % 12 };
}
