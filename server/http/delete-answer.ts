import type { DeleteResult } from '@/lib/contracts/delete-result';
import type { Locale } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';

/** What a catalogue delete did: removed, or kept but deactivated because a document uses the record. */
export type DeleteOutcome = { deleted: true } | { deactivated: true; messageKey: string };

export const deleted = (): DeleteOutcome => ({ deleted: true });
export const deactivated = (messageKey: string): DeleteOutcome => ({ deactivated: true, messageKey });

/** The DELETE answer, its message in the caller's language. */
export function deleteAnswer(outcome: DeleteOutcome, locale: Locale): DeleteResult {
  if ('deleted' in outcome) return { deleted: true, deactivated: false };
  return { deleted: false, deactivated: true, message: translate(locale, outcome.messageKey) };
}
