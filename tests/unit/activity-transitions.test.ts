import { ACTIVITY_STATUS_IDS, ACTIVITY_TRANSITIONS, ActivityStatus, type ActivityTransition, allowedTransitions, transitionTarget } from '@/lib/enums/activities';

// DESIGN §4's table, written out by hand: every (status, transition) pair and where it leads,
// or "—" where it is refused (409 at the API).
const { DRAFT, WAITING, IN_PROGRESS, COMPLETED, CANCELED } = ActivityStatus;
const TABLE: Record<ActivityStatus, Record<ActivityTransition, ActivityStatus | '—'>> = {
  [DRAFT]: { submit: WAITING, start: '—', complete: '—', cancel: CANCELED },
  [WAITING]: { submit: '—', start: IN_PROGRESS, complete: '—', cancel: CANCELED },
  [IN_PROGRESS]: { submit: '—', start: '—', complete: COMPLETED, cancel: CANCELED },
  [COMPLETED]: { submit: '—', start: '—', complete: '—', cancel: '—' },
  [CANCELED]: { submit: '—', start: '—', complete: '—', cancel: '—' },
};

describe('activity transitions (DESIGN §4)', () => {
  const pairs = ACTIVITY_STATUS_IDS.flatMap((status) => ACTIVITY_TRANSITIONS.map((transition) => [status, transition] as const));

  it.each(pairs)('from status %i, %s leads where the table says', (status, transition) => {
    const expected = TABLE[status][transition];
    expect(transitionTarget(status, transition)).toBe(expected === '—' ? null : expected);
  });

  it('covers all 20 pairs', () => expect(pairs).toHaveLength(20));

  it('offers nothing from a final status, and cancel from every open one', () => {
    expect(allowedTransitions(COMPLETED)).toEqual([]);
    expect(allowedTransitions(CANCELED)).toEqual([]);
    expect(allowedTransitions(DRAFT)).toEqual(['submit', 'cancel']);
    expect(allowedTransitions(WAITING)).toEqual(['start', 'cancel']);
    expect(allowedTransitions(IN_PROGRESS)).toEqual(['complete', 'cancel']);
  });
});
