import type { ReactNode } from 'react';
import { PrintButton } from '@/components/layout/print-button';

// Report layout: print-friendly pages (reports, receipts) without the side menu.
export default function ReportLayout({ children }: { children: ReactNode }) {
  return (
    <div className="report-layout container py-4">
      <div className="d-flex justify-content-end mb-3 d-print-none">
        <PrintButton />
      </div>
      {children}
    </div>
  );
}
