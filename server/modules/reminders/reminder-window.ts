import { OVERDUE_DAYS, type ReminderWindow } from '@/lib/contracts/reminders';
import { todayIn } from '@/lib/format';

const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The due days a window covers on the shop's calendar (both ends included), and the shop's tomorrow (the appointments reminded). */
export function reminderDays(window: ReminderWindow, timeZone: string, now = new Date()): { from: string; to: string; tomorrow: string } {
  const today = todayIn(timeZone, now);
  const tomorrow = dayAfter(today, 1);
  if (window === 'overdue') return { from: dayAfter(today, -OVERDUE_DAYS), to: dayAfter(today, -1), tomorrow };
  if (window === 'today') return { from: today, to: today, tomorrow };
  return { from: today, to: dayAfter(today, window === '7d' ? 7 : 30), tomorrow };
}
