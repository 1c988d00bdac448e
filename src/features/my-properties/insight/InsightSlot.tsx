/**
 * Where My Properties shows a listing's figures. The figures, their query and
 * chart come in a chunk of their own when the list is shown, so the page's first load stays as it was.
 */
import { lazy, Suspense } from 'react';

const ListingInsight = lazy(() => import('./ListingInsight.tsx'));

export function InsightSlot({ propertyId, title }: { propertyId: number; title: string }) {
  return (
    <Suspense fallback={null}>
      <ListingInsight propertyId={propertyId} title={title} />
    </Suspense>
  );
}
