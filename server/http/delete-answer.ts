import type { DeleteResult } from '@/lib/contracts/delete-result';
import type { Locale } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import type { DeleteOutcome } from '../core/delete-outcome';

/** The DELETE answer, its message in the caller's language. */
export function deleteAnswer(outcome: DeleteOutcome, locale: Locale): DeleteResult {
  if ('deleted' in outcome) return { deleted: true, deactivated: false };
  return { deleted: false, deactivated: true, message: translate(locale, outcome.messageKey) };
}
