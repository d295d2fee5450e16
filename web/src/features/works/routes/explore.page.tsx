import { useSearchParams } from 'react-router';
import { SearchPeople } from '../components/SearchPeople.tsx';
import { WorksBrowser } from '../components/WorksBrowser.tsx';
import { parseFilters } from '@zaowu/shared';
import { EXPLORE_PAGE, searchHeading } from '../pages.ts';
import '../works.css';

/** Everything, every type: the header's search box lands here (?keyword=), and so do tag chips (?tag=). */
export function Component() {
  const [params] = useSearchParams();
  const { keyword } = parseFilters(params);
  const searchTitle = keyword ? searchHeading(keyword) : undefined;
  return (
    <WorksBrowser
      copy={EXPLORE_PAGE}
      heading={searchTitle}
      titlePrefix={searchTitle}
      aside={keyword ? <SearchPeople keyword={keyword} /> : undefined}
    />
  );
}
