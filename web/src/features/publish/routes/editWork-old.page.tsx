/** /editWork/old?id=N: the legacy edit form, for the work's author (default layout). */
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { EditWorkGate } from '../components/EditWorkGate.tsx';
import { LegacyWorkForm } from '../components/LegacyWorkForm.tsx';
import { positiveInt } from '../../../lib/search-params.ts';

export function Component() {
  usePageTitle('编辑作品（旧版）');
  const [search] = useSearchParams();
  const id = positiveInt(search.get('id'));
  return (
    <EditWorkGate id={id}>
      {(work, me) => <LegacyWorkForm key={`${work.id}-${me.id}`} work={work} />}
    </EditWorkGate>
  );
}
