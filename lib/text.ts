/** Lower-case without Vietnamese accents: "Dịch vụ" → "dich vu" (the folding search columns use). */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
}
