// The VAT keys of a shop's vatSettings (SPEC §3).
export const VAT_KEYS = ['sale', 'grooming', 'healthcare', 'hotel'] as const;
export type VatKey = (typeof VAT_KEYS)[number];
