/** /follow (member page): the people the member follows, and the watch-later feature's list as a tab. */
// The page's module, not follow's index: the index (the follow button, on many pages) stays without
// the page and its CSS.
import { FollowPage } from '../../features/follow/components/FollowPage.tsx';
import { WatchLaterList } from '../../features/watch-later/index.ts';

export function Component() {
  return <FollowPage later={<WatchLaterList titleAs="h2" className="follow-later" />} />;
}
