import { formatDay, formatTime } from '../format';

export interface ReminderFacts {
  kind: 'vaccination' | 'follow_up' | 'appointment';
  dueOn: string;
  what: string | null;
  at: string | null;
  customerName: string;
  petName: string;
  shop: { name: string; phone: string | null };
}

/**
 * The message the desk copies to the customer (issue 19 §6): in Vietnamese whatever the console's
 * language, signed with the shop's name and phone. One text for the server and the mock API.
 */
export function reminderMessage(r: ReminderFacts): string {
  const hello = `${r.shop.name} xin chào anh/chị ${r.customerName}.`;
  const call = r.shop.phone ? ` Anh/chị vui lòng liên hệ ${r.shop.phone} để đặt lịch hoặc đổi giờ.` : '';
  const body =
    r.kind === 'vaccination'
      ? `Bé ${r.petName} đến lịch tiêm nhắc ${r.what ?? ''} vào ngày ${formatDay(r.dueOn)}.`
      : r.kind === 'follow_up'
        ? `Bé ${r.petName} có lịch tái khám vào ngày ${formatDay(r.dueOn)}.`
        : `Cửa hàng xin nhắc lịch hẹn của bé ${r.petName}${r.what ? ` (${r.what})` : ''} lúc ${r.at ? formatTime(r.at) : ''} ngày ${formatDay(r.dueOn)}.`;
  return `${hello} ${body}${call} Cảm ơn anh/chị!`;
}
