import { ComingSoon } from '../coming-soon/coming-soon';

/** Placeholder: the reviews screen comes with its own issue. */
export default function ReviewsScreen() {
  return <ComingSoon title="Reviews" purpose="Reviews waiting for a decision: publish, hide or answer them." />;
}
