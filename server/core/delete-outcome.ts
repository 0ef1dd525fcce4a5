/** What a catalogue delete did: removed, or kept but deactivated because a document uses the record. */
export type DeleteOutcome = { deleted: true } | { deactivated: true; messageKey: string };

export const deleted = (): DeleteOutcome => ({ deleted: true });
export const deactivated = (messageKey: string): DeleteOutcome => ({ deactivated: true, messageKey });
