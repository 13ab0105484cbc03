import { data } from 'react-router';

/** Any path the route table does not know: 404 inside the layout (see page-frame ErrorBoundary). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
