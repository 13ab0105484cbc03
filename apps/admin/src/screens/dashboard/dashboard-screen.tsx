import { ComingSoon } from '../coming-soon/coming-soon';

/** Placeholder: the dashboard screen comes with its own issue. */
export default function DashboardScreen() {
  return (
    <ComingSoon
      title="Dashboard"
      purpose="Today's orders, revenue and what needs attention, with charts of the last weeks."
    />
  );
}
