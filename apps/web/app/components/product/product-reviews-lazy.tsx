import { useEffect, useRef, useState } from 'react';
import { useLoaded } from './use-loaded';
import { whenNear } from './when-near';

const loadReviews = () => import('./product-reviews');

/**
 * The review list and form, loaded in the browser when the section comes near the screen: they
 * depend on who is signed in, and their calls bring the API client and its schemas.
 */
export function LazyReviews({ productId }: { productId: number }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => whenNear(anchor.current, () => setNear(true)), []);
  const reviews = useLoaded(loadReviews, near);
  return <div ref={anchor}>{reviews && <reviews.ProductReviews productId={productId} />}</div>;
}
