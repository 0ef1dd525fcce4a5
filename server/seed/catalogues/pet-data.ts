import type { PetSpecies } from '@/lib/enums/pets';

// Species, breeds (with a usual adult weight in kg), names and colours of the demo pets.

export interface Breed {
  species: PetSpecies;
  name: string;
  kg: readonly [number, number];
  /** years; short-lived pets get recent birth dates */
  lifespan?: number;
}

export const BREEDS: readonly Breed[] = [
  { species: 'dog', name: 'Poodle', kg: [3, 7] },
  { species: 'dog', name: 'Corgi', kg: [10, 14] },
  { species: 'dog', name: 'Phốc sóc (Pomeranian)', kg: [1.8, 3.5] },
  { species: 'dog', name: 'Chihuahua', kg: [1.5, 3] },
  { species: 'dog', name: 'Husky', kg: [18, 27] },
  { species: 'dog', name: 'Golden Retriever', kg: [25, 34] },
  { species: 'dog', name: 'Alaska', kg: [30, 40] },
  { species: 'dog', name: 'Shiba Inu', kg: [8, 11] },
  { species: 'dog', name: 'Pug', kg: [6, 9] },
  { species: 'dog', name: 'Bull Pháp', kg: [9, 13] },
  { species: 'dog', name: 'Chó ta', kg: [8, 16] },
  { species: 'dog', name: 'Becgie', kg: [25, 38] },
  { species: 'cat', name: 'Mèo Anh lông ngắn', kg: [3.5, 6.5] },
  { species: 'cat', name: 'Mèo Anh lông dài', kg: [3.5, 6] },
  { species: 'cat', name: 'Mèo Ba Tư', kg: [3, 5.5] },
  { species: 'cat', name: 'Mèo Xiêm', kg: [2.5, 4.5] },
  { species: 'cat', name: 'Mèo ta', kg: [2.5, 5] },
  { species: 'cat', name: 'Mèo tai cụp (Scottish Fold)', kg: [2.8, 5] },
  { species: 'cat', name: 'Mèo Munchkin', kg: [2.2, 4] },
  { species: 'other', name: 'Thỏ Hà Lan', kg: [1, 2.5], lifespan: 8 },
  { species: 'other', name: 'Hamster', kg: [0.1, 0.2], lifespan: 2 },
  { species: 'other', name: 'Vẹt yến phụng', kg: [0.1, 0.2], lifespan: 6 },
];

/** Roughly how a clinic's patients split: more dogs than cats, a few others. */
export const SPECIES_WEIGHTS: readonly [PetSpecies, number][] = [
  ['dog', 0.55],
  ['cat', 0.37],
  ['other', 0.08],
];

export const PET_NAMES = [
  'Milu', 'Lu', 'Mít', 'Bông', 'Đốm', 'Vàng', 'Mochi', 'Kem', 'Bơ', 'Sữa', 'Su Su', 'Na', 'Cốm', 'Bi', 'Tôm', 'Ổi',
  'Gạo', 'Nâu', 'Mực', 'Lucky', 'Coca', 'Mimi', 'Miu', 'Tiêu', 'Bắp', 'Xoài', 'Bún', 'Đậu', 'Khoai', 'Kiwi', 'Chanh', 'Mận',
];

export const COLOURS: Record<PetSpecies, readonly string[]> = {
  dog: ['Trắng', 'Vàng', 'Đen', 'Nâu', 'Xám', 'Vàng trắng', 'Đen trắng', 'Kem'],
  cat: ['Trắng', 'Đen', 'Xám', 'Vàng', 'Tam thể', 'Mướp', 'Xám xanh', 'Đen trắng'],
  other: ['Trắng', 'Xám', 'Nâu', 'Xanh lá', 'Vàng'],
};
