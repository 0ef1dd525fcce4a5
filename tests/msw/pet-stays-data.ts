// The stays of the mock world (issue 19 §3), as the pet_stays table holds them: each the activity of
// a hotel or inpatient visit holding a place in a room; none until a test or the console makes one.

export interface MockStay {
  id: string;
  shopId: string;
  activityId: string;
  roomId: string;
  status: number;
  startsAt: string;
  endsAt: string;
  checkedInAt: string | null;
  feedingNote: string | null;
  careNote: string | null;
  belongings: string | null;
}
