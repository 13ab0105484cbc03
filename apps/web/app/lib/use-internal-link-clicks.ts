import { type MouseEvent as ReactMouseEvent, useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * A click handler (React's onClick or a listener) for a container of plain links: editor HTML, markup
 * the page keeps from the server. A left click on a link of this site navigates in the app instead
 * of reloading the page.
 */
export function useInternalLinkClicks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent | ReactMouseEvent<HTMLElement>) => {
      const anchor = (event.target as Element).closest('a');
      if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const href = anchor.getAttribute('href') ?? '';
      if (!href.startsWith('/') || href.startsWith('//') || anchor.target) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
}
