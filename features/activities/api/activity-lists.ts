/** The filters the board and its table keep in the URL, besides page, page size and sort. */
export const BOARD_FILTERS = ['day', 'view', 'search', 'type', 'status', 'assigneeId'] as const;
/** The filters of a history (/history/<slug>) and of a service queue. */
export const HISTORY_FILTERS = ['search', 'from', 'to', 'assigneeId', 'status'] as const;
export const QUEUE_FILTERS = ['search', 'status', 'from', 'to'] as const;
