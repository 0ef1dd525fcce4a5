'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Card, Table } from 'react-bootstrap';
import { PetAge, PetStatusBadge, usePetLabels } from '@/entities/pets/pet-labels';
import type { PetSummary } from '@/lib/contracts/pets';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';

/** The customer's pets, each linking to its own page; `actions` sit in the card's header. */
export function CustomerPetsCard({ shopId, pets, actions }: { shopId: string; pets: PetSummary[]; actions?: ReactNode }) {
  const t = useTranslations('customers.detail');
  const tp = useTranslations('pets.fields');
  const labels = usePetLabels();
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Header className="bg-transparent fw-semibold d-flex align-items-center justify-content-between">
        <span>
          {t('pets')} <span className="text-body-secondary fw-normal">({pets.length})</span>
        </span>
        {actions}
      </Card.Header>
      <Card.Body>
        {pets.length === 0 ? (
          <p className="text-body-secondary text-center py-3 mb-0">{t('noPets')}</p>
        ) : (
          <div className="table-responsive">
            <Table hover className="align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">{tp('name')}</th>
                  <th scope="col">{tp('species')}</th>
                  <th scope="col">{tp('breed')}</th>
                  <th scope="col">{tp('gender')}</th>
                  <th scope="col">{tp('age')}</th>
                  <th scope="col">{tp('status')}</th>
                </tr>
              </thead>
              <tbody>
                {pets.map((p) => (
                  <tr key={p.id}>
                    <td>
                      <Link href={shopPath(shopId, `/pets/${p.id}`)} className="fw-semibold text-decoration-none">
                        {p.name}
                      </Link>
                    </td>
                    <td>{labels.species(p.species)}</td>
                    <td>{p.breed ?? '-'}</td>
                    <td>{labels.gender(p.gender)}</td>
                    <td>
                      <PetAge birthDate={p.birthDate} />
                    </td>
                    <td>
                      <PetStatusBadge status={p.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
