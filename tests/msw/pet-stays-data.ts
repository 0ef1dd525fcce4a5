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
  /** since when the pet is in its present room: its check-in, or its last move (the nights before are billed) */
  roomSince: string | null;
  /** the days billed so far, every room together */
  billedDays?: number;
  /** when it left (checked out) */
  checkedOutAt: string | null;
  feedingNote: string | null;
  careNote: string | null;
  belongings: string | null;
}

/** One entry of a stay's care log or treatment sheet (stay_log_entries); its medicines and services are lines of the stay's activity carrying its id. */
export interface MockStayLogEntry {
  id: string;
  shopId: string;
  stayId: string;
  at: string;
  staffId: string;
  fed: boolean;
  walked: boolean;
  bathed: boolean;
  temperatureC: number | null;
  weightKg: number | null;
  note: string | null;
  /** the mock keeps no file: the id /files/{id} would serve, and the photo's name */
  photo: { fileId: string; name: string } | null;
  createdBy: string;
  createdAt: string;
}
