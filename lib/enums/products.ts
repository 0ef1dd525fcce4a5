// Product groups (SPEC §3).
export const ProductGroup = { OTHER: 0, MEDICINE: 1, MEDICAL_SUPPLIES: 2, CHEMICALS: 3, SALE_GOODS: 4 } as const;
export const PRODUCT_GROUP_IDS = Object.values(ProductGroup);
