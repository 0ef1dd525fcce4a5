// Gender of a person or a pet (SPEC §3): 1 Đực/Nam, 2 Cái/Nữ.
export const Gender = { MALE: 1, FEMALE: 2 } as const;
export const GENDER_IDS = [Gender.MALE, Gender.FEMALE] as const;
