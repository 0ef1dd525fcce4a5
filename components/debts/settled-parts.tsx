import { formatVnd } from '@/lib/format';

/** What one payment on a debt paid of each document, oldest first: "HD000012: 150.000 ₫". */
export function SettledParts({ parts }: { parts: ReadonlyArray<{ id: string; code: string; amount: number }> }) {
  return parts.map((p) => (
    <div key={p.id} className="text-nowrap">
      {p.code}: {formatVnd(p.amount)}
    </div>
  ));
}
