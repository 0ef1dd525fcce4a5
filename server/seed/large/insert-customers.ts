import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BARE_LETTERS, MARKED_LETTERS } from '@/lib/text';
import { FAMILY_NAMES, FEMALE, HCM_PLACES, MALE, MOBILE_PREFIXES } from '../catalogues/people-data';
import { hashed, pickFrom, textArray } from './generated-rows';

const [STREETS, WARDS, DISTRICTS] = [0, 1, 2].map((part) => HCM_PLACES.map((place) => place[part]));

/**
 * Customers number `from`…`to` of a shop, made by the database: Vietnamese names from the demo
 * name lists, a unique mobile phone per row, an address in Hồ Chí Minh City, an e-mail for a third.
 */
export async function insertCustomers(db: Db, shopId: string, from: number, to: number): Promise<void> {
  const male = sql`${hashed('gender', 2)} = 0`;
  const name = sql`${pickFrom(FAMILY_NAMES, 'family')} || ' ' ||
    case when ${male} then ${pickFrom(MALE.middle, 'middle')} else ${pickFrom(FEMALE.middle, 'middle')} end || ' ' ||
    case when ${male} then ${pickFrom(MALE.given, 'given')} else ${pickFrom(FEMALE.given, 'given')} end`;
  // i × 7654321 mod 10⁷ is a different 7-digit tail for every i below 10⁷ (the factor is prime to 10⁷).
  const phone = sql`(${textArray(MOBILE_PREFIXES)})[1 + i % ${MOBILE_PREFIXES.length}] || lpad(((i::bigint * 7654321) % 10000000)::text, 7, '0')`;
  const place = hashed('place', HCM_PLACES.length);
  const address = sql`(1 + ${hashed('number', 300)})::text || ' ' || (${textArray(STREETS)})[1 + ${place}] || ', ' ||
    (${textArray(WARDS)})[1 + ${place}] || ', ' || (${textArray(DISTRICTS)})[1 + ${place}] || ', TP. Hồ Chí Minh'`;
  await db.execute(sql`
    insert into customers (shop_id, name, phone, address, email, created_at)
    select ${shopId}, g.name, g.phone, g.address,
      case when i % 3 = 0 then lower(translate(replace(g.name, ' ', ''), ${MARKED_LETTERS}, ${BARE_LETTERS})) || i || '@gmail.com' end,
      now() - ${hashed('age', 1500)} * interval '1 day'
    from generate_series(${from}::int, ${to}::int) as i,
      lateral (select ${name} as name, ${phone} as phone, ${address} as address) as g`);
}
