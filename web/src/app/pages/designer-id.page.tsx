/** /designer/{id}, a designer's page, with the follow and messages features' 关注 and 私信 beside them. */
import { DesignerPage } from '../../features/designers/index.ts';
import { FollowButton } from '../../features/follow/index.ts';
import { MessageButton } from '../../features/messages/index.ts';

export function Component() {
  return (
    <DesignerPage
      actions={(d) => (
        <>
          <FollowButton userId={d.id} name={d.nickname} size="md" />
          <MessageButton userId={d.id} name={d.nickname} size="md" />
        </>
      )}
    />
  );
}
