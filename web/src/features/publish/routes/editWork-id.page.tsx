/** /editWork/{id}: the work form with the saved work, for its author (only-header layout). */
import { useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { EditWorkGate } from '../components/EditWorkGate.tsx';
import { WorkForm } from '../components/WorkForm.tsx';
import { positiveInt } from '../../../lib/search-params.ts';

export function Component() {
  usePageTitle('编辑作品');
  const id = positiveInt(useParams().id);
  return (
    <EditWorkGate id={id}>
      {(work, me) => <WorkForm key={`${work.id}-${me.id}`} memberId={me.id} work={work} />}
    </EditWorkGate>
  );
}
