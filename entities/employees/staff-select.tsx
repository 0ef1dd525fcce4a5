'use client';

import { Form } from 'react-bootstrap';
import { useStaffOptions } from './staff-options';

/** One of the shop's active staff, by name; `emptyLabel` offers no one (unassigned), left out: someone must be chosen. */
export function StaffSelect({ shopId, value, onChange, emptyLabel, isInvalid }: { shopId: string; value: string; onChange: (staffId: string) => void; emptyLabel?: string; isInvalid?: boolean }) {
  const staff = useStaffOptions(shopId);
  return (
    <Form.Select value={value} onChange={(e) => onChange(e.target.value)} isInvalid={isInvalid}>
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {staff.map((s) => (
        <option key={s.value} value={s.value}>
          {s.label}
        </option>
      ))}
    </Form.Select>
  );
}
