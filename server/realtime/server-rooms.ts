// Rooms the server puts every socket in when it connects, so that it can end the sockets of an
// account, of one sign-in (refresh-token family) or of a shop's staff on every instance
// (server/realtime/end-sockets.ts). Clients never name them: JOIN_ROOM and LEFT_ROOM take only
// `user.{id}` and `shop.{id}`, and a `:` is in none of those.

export const accountRoom = (userId: string) => `account:${userId}`;
export const sessionRoom = (familyId: string) => `session:${familyId}`;
export const staffRoom = (shopId: string) => `staff:${shopId}`;

/** The server rooms of a socket opened by this user with an access token of this sign-in. */
export function serverRoomsOf(user: { id: string; shopId: string | null }, familyId: string): string[] {
  return [accountRoom(user.id), sessionRoom(familyId), ...(user.shopId ? [staffRoom(user.shopId)] : [])];
}
