import { useLocation, useNavigate, useNavigation } from 'react-router';
import { type ListState, parseListQuery, searchOf } from '../../lib/product-query';

/**
 * The list state of the page's URL, or of the URL being loaded (a ticked box shows ticked at
 * once), and how to go to another: a new history entry, scrolled where the shopper is.
 */
export function useListState(): { state: ListState; go: (next: ListState) => void; pending: boolean } {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const next = navigation.location?.pathname === location.pathname ? navigation.location : null;
  return {
    state: parseListQuery(new URLSearchParams((next ?? location).search)),
    go: (target) => navigate({ search: searchOf(target) }, { preventScrollReset: true }),
    pending: next !== null,
  };
}
