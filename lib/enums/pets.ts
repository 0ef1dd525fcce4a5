// Pets (SPEC §3, DESIGN §4): species, status 1 alive / 2 deceased / 3 missing; gender 1 Đực / 2 Cái.
export const PET_SPECIES = ['dog', 'cat', 'other'] as const;
export type PetSpecies = (typeof PET_SPECIES)[number];
export const PetStatus = { ALIVE: 1, DECEASED: 2, MISSING: 3 } as const;
export const PET_STATUS_IDS = Object.values(PetStatus);
