/** /publish: the work form (only-header layout). Members only; the draft is kept per member. */
import { usePageTitle } from '../../../lib/page-title.ts';
import { MemberGate } from '../components/MemberGate.tsx';
import { WorkForm } from '../components/WorkForm.tsx';

export function Component() {
  usePageTitle('发布作品', '在造物发布你的 3D 模型、原画、动画或博客。');
  return (
    <MemberGate
      visitorTitle="登录后发布作品"
      visitorText="登录造物账号后，就可以发布模型、原画、动画和博客，还可以设置价格出售。"
    >
      {(me) => <WorkForm key={me.id} memberId={me.id} />}
    </MemberGate>
  );
}
