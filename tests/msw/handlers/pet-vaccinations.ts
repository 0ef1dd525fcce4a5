import { http } from 'msw';
import { petVaccinations } from '@/lib/contracts/activities';
import { ActivityStatus } from '@/lib/enums/activities';
import { mockState } from '../data';
import { MockApiError } from '../errors';
import { API, idOf, route } from './route';
import { shopCall } from './shared';

// ---- a pet's vaccinations (/pets/{id}/vaccinations), as list-pet-vaccinations.ts: the product ----
// lines with a booster date of its completed visits, newest first, with their lot.

export const petVaccinationHandlers = [
  http.get(
    `${API}/pets/:id/vaccinations`,
    route((request, params) => {
      const { shop } = shopCall(request, 'PET_VIEW_DETAILS');
      const pet = mockState.pets[idOf(params)];
      if (!pet || pet.shopId !== shop.id) throw new MockApiError('NotFound', 'errors.petNotFound');
      const given = Object.values(mockState.activities)
        .filter((a) => a.petId === pet.id && a.status === ActivityStatus.COMPLETED && a.completedAt)
        .flatMap((a) => a.products.filter((l) => l.nextDueOn).map((l) => ({ activityId: a.id, code: a.code, givenAt: a.completedAt!, name: l.name, batchNo: l.batchId ? (mockState.books.batches[l.batchId]?.batchNo ?? null) : null, nextDueOn: l.nextDueOn! })))
        .sort((a, b) => (a.givenAt < b.givenAt ? 1 : -1));
      return petVaccinations.parse(given);
    }),
  ),
];
