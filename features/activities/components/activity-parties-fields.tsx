'use client';

import { useTranslations } from 'next-intl';
import { Col, Form, Row } from 'react-bootstrap';
import { FormField } from '@/components/ui/form-field';
import { useActivityTypeLabel } from '@/entities/activities/activity-labels';
import { type CustomerOption, CustomerPicker } from '@/entities/customers/customer-picker';
import { StaffSelect } from '@/entities/employees/staff-select';
import { INVOICE_TYPE_IDS } from '@/lib/enums/activities';
import { CustomerPetsSelect } from '@/entities/pets/customer-pets-select';

export interface ActivityParties {
  customer: CustomerOption | null;
  petId: string;
  /** an invoice type (SPEC §3), as the select holds it */
  type: string;
  assigneeId: string;
}

/** The parties as the activity's contract takes them (an empty choice left for the contract to name). */
export const partiesBody = ({ customer, petId, type, assigneeId }: ActivityParties) => ({ customerId: customer?.id ?? '', petId, type, assigneeId: assigneeId || null });

/**
 * Whom an activity is for and who does it: the customer (typeahead, or added on the spot), one of
 * their pets, the type and the assignee. `locked` keeps the first three as they are (an activity
 * under way changes only its assignee).
 */
export function ActivityPartiesFields({
  shopId,
  value,
  onChange,
  errors,
  locked = false,
}: {
  shopId: string;
  value: ActivityParties;
  onChange: (next: ActivityParties) => void;
  errors: Record<string, string>;
  locked?: boolean;
}) {
  const t = useTranslations('activities');
  const typeLabel = useActivityTypeLabel();
  const set = (patch: Partial<ActivityParties>) => onChange({ ...value, ...patch });
  const { customer, petId } = value;
  return (
    <Row>
      <Col md={6}>
        <FormField id="activity-customer" label={t('fields.customer')} required error={errors.customerId && (customer ? errors.customerId : 'validation.required')}>
          {locked ? (
            <Form.Control readOnly value={customer ? `${customer.name}${customer.phone ? ` · ${customer.phone}` : ''}` : ''} />
          ) : (
            <CustomerPicker shopId={shopId} value={customer} onChange={(c) => set({ customer: c, petId: '' })} isInvalid={!!errors.customerId} />
          )}
        </FormField>
      </Col>
      <Col md={6}>
        <FormField id="activity-pet" label={t('fields.pet')} required error={errors.petId && (petId ? errors.petId : 'validation.required')}>
          <CustomerPetsSelect shopId={shopId} customer={customer} value={petId} onChange={(id) => set({ petId: id })} isInvalid={!!errors.petId} disabled={locked} />
        </FormField>
      </Col>
      <Col md={6}>
        <FormField id="activity-type" label={t('fields.type')} required error={errors.type}>
          <Form.Select value={value.type} onChange={(e) => set({ type: e.target.value })} disabled={locked}>
            {INVOICE_TYPE_IDS.map((v) => (
              <option key={v} value={v}>
                {typeLabel(v)}
              </option>
            ))}
          </Form.Select>
        </FormField>
      </Col>
      <Col md={6}>
        <FormField id="activity-assignee" label={t('fields.assignee')} error={errors.assigneeId}>
          <StaffSelect shopId={shopId} value={value.assigneeId} onChange={(assigneeId) => set({ assigneeId })} emptyLabel={t('dashboard.noAssignee')} />
        </FormField>
      </Col>
    </Row>
  );
}
