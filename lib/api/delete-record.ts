import type { QueryKey } from '@tanstack/react-query';
import { deleteResult } from '../contracts/delete-result';
import { api } from './client';
import { useInvalidatingMutation } from './use-invalidating-mutation';

/**
 * `DELETE /x/{id}`: the record is deleted, or deactivated when a document refers to it (the answer
 * says which); the lists and pages under `invalidates` are then read again.
 */
export const useDeleteRecord = (path: string, invalidates: QueryKey[]) =>
  useInvalidatingMutation(async (id: string) => deleteResult.parse((await api.delete(`${path}/${id}`)).data), invalidates);
