import { notFound } from 'next/navigation';

// Unknown paths under a locale render the translated not-found page inside the locale layout.
export default function CatchAllPage() {
  notFound();
}
