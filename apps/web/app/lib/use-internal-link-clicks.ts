import { type MouseEvent as ReactMouseEvent, useCallback } from 'react';
import { useNavigate } from 'react-router';

/** For a container of plain links (editor HTML, kept server markup): a left click on our link navigates in the app. */
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
