import { randomUUID } from 'node:crypto';
import { Gender } from '@/lib/enums/people';
import { type PetSpecies, PetStatus } from '@/lib/enums/pets';
import type { customers } from '../../db/schema/customers';
import type { petWeights, pets } from '../../db/schema/pets';
import { foldAccents } from '@/lib/text';
import { CUSTOMER_NOTES, FAMILY_NAMES, FEMALE, MALE, MOBILE_PREFIXES, type Place } from './people-data';
import { BREEDS, COLOURS, PET_NAMES, SPECIES_WEIGHTS } from './pet-data';
import type { SeededRandom } from './seeded-random';

export interface CustomerSeed {
  customers: (typeof customers.$inferInsert)[];
  pets: (typeof pets.$inferInsert)[];
  weights: (typeof petWeights.$inferInsert)[];
}

interface Options {
  shopId: string;
  count: number;
  places: readonly Place[];
  city: string;
  /** phones already given out, so they stay unique across shops too */
  phones: Set<string>;
  /** names the first customers get, before the made-up ones */
  firstNames?: readonly string[];
}

const DAY_MS = 86_400_000;
const BIRTHS_FROM = Date.UTC(2012, 0, 1);
const BIRTHS_TO = Date.UTC(2025, 11, 31);
const LAST_WEIGHED_FROM = Date.UTC(2026, 5, 1);
const LAST_WEIGHED_TO = Date.UTC(2026, 10, 15);

function personName(rnd: SeededRandom, taken: Set<string>): string {
  for (;;) {
    const parts = rnd.chance(0.5) ? MALE : FEMALE;
    const name = `${rnd.pick(FAMILY_NAMES)} ${rnd.pick(parts.middle)} ${rnd.pick(parts.given)}`;
    if (!taken.has(name)) return name;
  }
}

function mobilePhone(rnd: SeededRandom, taken: Set<string>): string {
  for (;;) {
    const phone = `${rnd.pick(MOBILE_PREFIXES)}${String(rnd.int(0, 9_999_999)).padStart(7, '0')}`;
    if (!taken.has(phone)) {
      taken.add(phone);
      return phone;
    }
  }
}

function species(rnd: SeededRandom): PetSpecies {
  let roll = rnd.next();
  for (const [s, weight] of SPECIES_WEIGHTS) {
    if ((roll -= weight) < 0) return s;
  }
  return 'dog';
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const round2 = (kg: number) => Math.round(kg * 100) / 100;

/** One pet and its weighings (1–3, a month or two apart, the last one is its current weight). */
function makePet(rnd: SeededRandom, shopId: string, customerId: string, name: string): { pet: CustomerSeed['pets'][number]; weights: CustomerSeed['weights'] } {
  const kind = species(rnd);
  const breed = rnd.pick(BREEDS.filter((b) => b.species === kind));
  const petId = randomUUID();
  const bornFrom = breed.lifespan ? Math.max(BIRTHS_FROM, BIRTHS_TO - breed.lifespan * 365 * DAY_MS) : BIRTHS_FROM;
  const weightKg = round2(breed.kg[0] + rnd.next() * (breed.kg[1] - breed.kg[0]));
  const roll = rnd.next();
  const pet = {
    id: petId,
    shopId,
    customerId,
    name,
    species: kind,
    breed: breed.name,
    gender: rnd.chance(0.5) ? Gender.MALE : Gender.FEMALE,
    birthDate: isoDate(bornFrom + rnd.int(0, (BIRTHS_TO - bornFrom) / DAY_MS) * DAY_MS),
    weightKg,
    colour: rnd.pick(COLOURS[kind]),
    microchip: kind !== 'other' && rnd.chance(0.2) ? `900${String(rnd.int(0, 999_999_999)).padStart(12, '0')}` : null,
    isSterilised: kind !== 'other' && rnd.chance(0.4),
    status: roll < 0.05 ? PetStatus.DECEASED : roll < 0.08 ? PetStatus.MISSING : PetStatus.ALIVE,
  };
  const weighings = rnd.int(1, 3);
  let at = LAST_WEIGHED_FROM + rnd.int(0, (LAST_WEIGHED_TO - LAST_WEIGHED_FROM) / DAY_MS) * DAY_MS;
  const weights: CustomerSeed['weights'] = [];
  for (let i = 0; i < weighings; i++) {
    const kg = i === 0 ? weightKg : round2(weightKg * (1 - 0.03 * i - rnd.next() * 0.03));
    weights.push({ shopId, petId, weightKg: Math.max(kg, 0.05), measuredAt: new Date(at + 9 * 3_600_000) });
    at -= rnd.int(30, 75) * DAY_MS;
  }
  return { pet, weights: weights.reverse() };
}

/** `count` customers of a shop, each with one or two pets, made the same way every time for the same seed. */
export function makeCustomers(rnd: SeededRandom, options: Options): CustomerSeed {
  const { shopId, places, city } = options;
  const names = new Set<string>();
  const out: CustomerSeed = { customers: [], pets: [], weights: [] };
  for (let i = 0; i < options.count; i++) {
    const name = options.firstNames?.[i] ?? personName(rnd, names);
    names.add(name);
    const [street, ward, district] = rnd.pick(places);
    const given = name.split(' ').at(-1)!;
    const customerId = randomUUID();
    out.customers.push({
      id: customerId,
      shopId,
      name,
      phone: mobilePhone(rnd, options.phones),
      address: `${rnd.int(1, 350)} ${street}, ${ward}, ${district}, ${city}`,
      email: rnd.chance(0.4) ? `${foldAccents(given)}.${foldAccents(name.split(' ')[0])}${rnd.int(80, 99)}@gmail.com` : null,
      note: rnd.chance(0.15) ? rnd.pick(CUSTOMER_NOTES) : null,
    });
    const petNames = new Set<string>();
    const petCount = rnd.chance(0.35) ? 2 : 1;
    while (petNames.size < petCount) petNames.add(rnd.pick(PET_NAMES));
    for (const petName of petNames) {
      const { pet, weights } = makePet(rnd, shopId, customerId, petName);
      out.pets.push(pet);
      out.weights.push(...weights);
    }
  }
  return out;
}
