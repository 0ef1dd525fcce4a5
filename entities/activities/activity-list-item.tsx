'use client';

import type { ReactNode } from 'react';
import { ListGroup } from 'react-bootstrap';
import type { ActivitySummary } from '@/lib/contracts/activities';
import { ActivityStatusBadge } from './activity-labels';

/** One visit in a compact list: its heading (a link to it), a line about it, its services, and its status at the end. */
export function ActivityListItem({ activity, heading, detail }: { activity: ActivitySummary; heading: ReactNode; detail: ReactNode }) {
  return (
    <ListGroup.Item className="d-flex justify-content-between align-items-start gap-2">
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        {heading}
        {detail}
        <div className="small text-truncate">{activity.services.map((s) => s.name).join(', ')}</div>
      </div>
      <span className="flex-shrink-0">
        <ActivityStatusBadge status={activity.status} />
      </span>
    </ListGroup.Item>
  );
}
