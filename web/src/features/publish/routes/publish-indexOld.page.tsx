/** /publish/indexOld: the legacy publish form (plain controls, default layout). */
import { usePageTitle } from '../../../lib/page-title.ts';
import { LegacyWorkForm } from '../components/LegacyWorkForm.tsx';
import { MemberGate } from '../components/MemberGate.tsx';

export function Component() {
  usePageTitle('发布作品（旧版）');
  return (
    <MemberGate visitorTitle="登录后发布作品" visitorText="登录造物账号后，就可以发布你的作品。">
      {(me) => <LegacyWorkForm key={me.id} />}
    </MemberGate>
  );
}
