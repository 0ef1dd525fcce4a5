import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { Link } from '@/lib/i18n/navigation';

interface StatTileProps {
  label: string;
  value: string;
  /** a Bootstrap icon's name */
  icon: string;
  /** a Bootstrap colour for the icon */
  variant?: 'primary' | 'success' | 'info' | 'warning' | 'danger' | 'secondary';
  /** where the figure's details are: the whole tile links there */
  href?: string;
  /** under the figure: its change, its parts */
  children?: ReactNode;
}

/** A figure with its name and icon, as the admin home shows its counts (stat-icon). */
export function StatTile({ label, value, icon, variant = 'primary', href, children }: StatTileProps) {
  const body = (
    <Card.Body className="d-flex align-items-start gap-3">
      <span className={`stat-icon flex-shrink-0 bg-${variant}-subtle text-${variant}-emphasis`}>
        <i className={`bi bi-${icon}`} aria-hidden="true" />
      </span>
      <span className="d-block min-w-0">
        <span className="d-block small text-body-secondary">{label}</span>{' '}
        <span className="d-block fs-4 fw-semibold text-body text-nowrap">{value}</span>
        {children}
      </span>
    </Card.Body>
  );
  return href ? (
    <Link href={href} className="card border-0 shadow-sm h-100 text-decoration-none">
      {body}
    </Link>
  ) : (
    // named by its label, so a figure is found by what it is
    <Card role="group" aria-label={label} className="border-0 shadow-sm h-100">
      {body}
    </Card>
  );
}
