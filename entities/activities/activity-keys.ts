import { keyFactory } from '@/lib/api/key-factory';

export const activityKeys = keyFactory('activities');
/** The service queues' lines: a line's move changes them and its activity. */
export const serviceLineKeys = keyFactory('activity-services');
