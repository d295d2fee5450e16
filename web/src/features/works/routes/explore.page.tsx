import { useSearchParams } from 'react-router';
import { SearchPeople } from '../components/SearchPeople.tsx';
import { WorksBrowser } from '../components/WorksBrowser.tsx';
import { parseFilters } from '../filters.ts';
import { EXPLORE_PAGE } from '../pages.ts';
import '../works.css';

/** Everything, every type: the header's search box lands here (?keyword=), and so do tag chips (?tag=). */
export function Component() {
  const [params] = useSearchParams();
  const { keyword } = parseFilters(params);
  const searchTitle = keyword ? `"${keyword}" 的搜索结果` : undefined;
  return (
    <WorksBrowser
      copy={EXPLORE_PAGE}
      heading={searchTitle}
      titlePrefix={searchTitle}
      aside={keyword ? <SearchPeople keyword={keyword} /> : undefined}
    />
  );
}
