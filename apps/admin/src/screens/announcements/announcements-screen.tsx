import { ComingSoon } from '../coming-soon/coming-soon';

/** Placeholder: the announcements screen comes with its own issue. */
export default function AnnouncementsScreen() {
  return (
    <ComingSoon
      title="Announcements"
      purpose="The announcement bar of the storefront: what it says, when and in which language."
    />
  );
}
