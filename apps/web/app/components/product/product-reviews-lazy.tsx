import { useEffect, useRef, useState } from 'react';
import { useLoaded } from './use-loaded';

const loadReviews = () => import('./product-reviews');

/**
 * The review list and form, loaded in the browser when the section comes near the screen: they
 * depend on who is signed in, and their calls bring the API client and its schemas.
 */
export function LazyReviews({ productId }: { productId: number }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '400px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const reviews = useLoaded(loadReviews, near);
  return <div ref={anchor}>{reviews && <reviews.ProductReviews productId={productId} />}</div>;
}
