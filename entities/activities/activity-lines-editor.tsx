'use client';

import { useTranslations } from 'next-intl';
import type { Dispatch, SetStateAction } from 'react';
import { Button, Form, Table } from 'react-bootstrap';
import { DayInput } from '@/components/ui/day-input';
import { useFieldMessage } from '@/components/ui/form-field';
import { ProductSearch } from '@/entities/products/product-search';
import { ServiceSearch } from '@/entities/services/service-search';
import { formatVnd } from '@/lib/format';
import { draftAmount, type ProductDraft, productDraft, type ServiceDraft, serviceDraft } from './line-drafts';
import { ProductLotSelect } from './product-lot-select';

export interface LinesValue {
  services: ServiceDraft[];
  products: ProductDraft[];
}

interface LinesEditorProps {
  shopId: string;
  value: LinesValue;
  /** a state setter: every change is made on the lines as they are then (two quick picks both count) */
  onChange: Dispatch<SetStateAction<LinesValue>>;
  /** messages by the API's paths: services.0.quantity, products.1.unitName */
  errors: Record<string, string>;
  /** the service lines (the front desk, an activity's lines); false for a prescription alone */
  withServices?: boolean;
  /** a prescription: the lot given and the booster's due date beside the dosage */
  clinical?: boolean;
}

/**
 * An activity's lines as they are typed: services found by name (grouped by service group) and
 * medicine or goods found by name, code or barcode, each with its quantity (and unit, dosage, lot
 * and next due date for medicine), priced from the catalogue at this moment.
 */
export function ActivityLinesEditor({ shopId, value, onChange, errors, withServices = true, clinical = false }: LinesEditorProps) {
  const t = useTranslations('activities');
  const message = useFieldMessage();
  const setService = (i: number, patch: Partial<ServiceDraft>) => onChange((v) => ({ ...v, services: v.services.map((d, k) => (k === i ? { ...d, ...patch } : d)) }));
  const setProduct = (i: number, patch: Partial<ProductDraft>) => onChange((v) => ({ ...v, products: v.products.map((d, k) => (k === i ? { ...d, ...patch } : d)) }));
  const error = (path: string) => {
    const text = message(errors[path]);
    return text ? <div className="invalid-feedback d-block" role="alert">{text}</div> : null;
  };
  const removeLabel = (name: string) => `${t('home.removeLine')}: ${name}`;

  return (
    <>
      {withServices && (
        <>
          <ServiceSearch shopId={shopId} label={t('home.addService')} placeholder={t('home.searchService')} emptyText={t('home.noServiceFound')} onPick={(s) => onChange((v) => ({ ...v, services: [...v.services, serviceDraft(s)] }))} />
          <Table size="sm" responsive className="align-middle" aria-label={t('fields.services')}>
            <tbody>
              {value.services.length === 0 && (
                <tr>
                  <td className="text-body-secondary">{t('home.noLines')}</td>
                </tr>
              )}
              {value.services.map((d, i) => (
                <tr key={d.key}>
                  <td>{d.name}</td>
                  <td style={{ width: '6rem' }}>
                    <Form.Control size="sm" inputMode="numeric" aria-label={`${t('fields.quantity')}: ${d.name}`} value={d.quantity} isInvalid={!!errors[`services.${i}.quantity`]} onChange={(e) => setService(i, { quantity: e.target.value })} />
                    {error(`services.${i}.quantity`)}
                  </td>
                  <td className="text-end text-nowrap">{formatVnd(draftAmount(d))}</td>
                  <td className="text-end">
                    <Button size="sm" variant="link" className="text-danger" aria-label={removeLabel(d.name)} disabled={d.status === 2 || d.status === 3} onClick={() => onChange((v) => ({ ...v, services: v.services.filter((_, k) => k !== i) }))}>
                      <i className="bi bi-x-lg" aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
      <ProductSearch shopId={shopId} label={t('home.addProduct')} onPick={(p) => onChange((v) => ({ ...v, products: [...v.products, productDraft(p)] }))} />
      {value.products.length > 0 && (
        <Table size="sm" responsive className="align-middle" aria-label={t('fields.products')}>
          <thead>
            <tr>
              <th>{t('fields.products')}</th>
              <th>{t('fields.quantity')}</th>
              <th>{t('fields.unit')}</th>
              <th className="text-end">{t('fields.amount')}</th>
              <th />
            </tr>
          </thead>
          {value.products.map((d, i) => (
            <tbody key={d.key} className="border-bottom">
              <tr>
                <td>{d.name}</td>
                <td style={{ width: '5rem' }}>
                  <Form.Control size="sm" inputMode="numeric" aria-label={`${t('fields.quantity')}: ${d.name}`} value={d.quantity} isInvalid={!!errors[`products.${i}.quantity`]} onChange={(e) => setProduct(i, { quantity: e.target.value })} />
                  {error(`products.${i}.quantity`)}
                </td>
                <td style={{ width: '7rem' }}>
                  <Form.Select size="sm" aria-label={`${t('fields.unit')}: ${d.name}`} value={d.unitName} onChange={(e) => setProduct(i, { unitName: e.target.value, price: d.units.find((u) => u.name === e.target.value)?.price ?? d.price })}>
                    {d.units.map((u) => (
                      <option key={u.name}>{u.name}</option>
                    ))}
                  </Form.Select>
                  {error(`products.${i}.unitName`)}
                </td>
                <td className="text-end text-nowrap">{formatVnd(draftAmount(d))}</td>
                <td className="text-end">
                  <Button size="sm" variant="link" className="text-danger" aria-label={removeLabel(d.name)} onClick={() => onChange((v) => ({ ...v, products: v.products.filter((_, k) => k !== i) }))}>
                    <i className="bi bi-x-lg" aria-hidden="true" />
                  </Button>
                </td>
              </tr>
              <tr>
                <td colSpan={clinical ? 1 : 5} className="border-0 pt-0">
                  <Form.Control size="sm" placeholder={t('fields.dosage')} aria-label={`${t('fields.dosage')}: ${d.name}`} value={d.dosage} maxLength={255} onChange={(e) => setProduct(i, { dosage: e.target.value })} />
                </td>
                {clinical && (
                  <td colSpan={2} className="border-0 pt-0">
                    <ProductLotSelect shopId={shopId} productId={d.productId} label={`${t('fields.batch')}: ${d.name}`} value={d.batchId} onChange={(batchId) => setProduct(i, { batchId })} />
                    {error(`products.${i}.batchId`)}
                  </td>
                )}
                {clinical && (
                  <td colSpan={2} className="border-0 pt-0">
                    <DayInput label={`${t('fields.nextDueOn')}: ${d.name}`} placeholder={`${t('fields.nextDueOn')} (dd/mm/yyyy)`} value={d.nextDueOn} isInvalid={!!errors[`products.${i}.nextDueOn`]} onChange={(nextDueOn) => setProduct(i, { nextDueOn })} />
                    {error(`products.${i}.nextDueOn`)}
                  </td>
                )}
              </tr>
            </tbody>
          ))}
        </Table>
      )}
    </>
  );
}
