import { useEffect, useState } from 'react';
import { useNavigation, useRevalidator } from 'react-router';

/** spec-coverage 9.6b default page fetch minimum delay: quick page loads never flash the progress bar. */
export const PAGE_FETCH_MIN_DELAY_MS = 200;

/** A thin bar at the top while a page (or the page in a new currency) loads for longer than that. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy = navigation.state !== 'idle' || revalidator.state !== 'idle';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), PAGE_FETCH_MIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return <div className="navigation-progress" data-visible={visible} aria-hidden="true" />;
}
