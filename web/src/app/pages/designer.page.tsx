/** /designer, the designer directory: each card's 关注 is the follow feature's (docs/architecture.md). */
import { DesignerDirectory } from '../../features/designers/index.ts';
import { FollowButton } from '../../features/follow/index.ts';

export function Component() {
  return <DesignerDirectory follow={(d) => <FollowButton userId={d.id} name={d.nickname} />} />;
}
