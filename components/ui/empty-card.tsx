import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';

/** A titled card that has nothing to show yet (e.g. a history filled by a later part of the product). */
export function EmptyCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Header className="bg-transparent fw-semibold">{title}</Card.Header>
      <Card.Body className="text-body-secondary text-center py-4">
        <i className="bi bi-inbox fs-3 d-block mb-2" aria-hidden="true" />
        {children}
      </Card.Body>
    </Card>
  );
}
