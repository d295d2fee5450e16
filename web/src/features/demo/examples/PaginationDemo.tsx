import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/Pagination.tsx';
import { Specimen, SpecimenGrid, ThemePair } from '../components/Specimen.tsx';
import type { DemoExample } from './types.ts';
import { pageOf } from '../../../lib/search-params.ts';

function ButtonMode({ initial, pageCount }: { initial: number; pageCount: number }) {
  const [page, setPage] = useState(initial);
  return (
    <>
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        label={`分页示例（共 ${pageCount} 页）`}
      />
      <p className="demo-output" aria-live="polite">
        第 {page} 页，共 {pageCount} 页
      </p>
    </>
  );
}

/** The page lives in the address (?page=…): every page is a real link. */
function LinkMode() {
  const [params] = useSearchParams();
  const page = pageOf(params);
  return <Pagination page={page} pageCount={12} getHref={(p) => `?page=${p}`} label="链接分页示例" />;
}

function Preview() {
  return <ButtonMode initial={5} pageCount={20} />;
}

function States() {
  return (
    <>
      <SpecimenGrid>
        <Specimen label="页数少：全部列出" wide>
          <ButtonMode initial={2} pageCount={5} />
        </Specimen>
        <Specimen label="页数多：在开头" note="“上一页”不可用" wide>
          <ButtonMode initial={1} pageCount={50} />
        </Specimen>
        <Specimen label="页数多：在中间" note="两侧各一个省略号，条目数始终不变" wide>
          <ButtonMode initial={25} pageCount={50} />
        </Specimen>
        <Specimen label="页数多：在末尾" note="“下一页”不可用" wide>
          <ButtonMode initial={50} pageCount={50} />
        </Specimen>
        <Specimen
          label="链接模式"
          note="页码写在地址里（?page=3），可分享、可前进后退；点击看地址栏变化"
          wide
        >
          <LinkMode />
        </Specimen>
        <Specimen label="只有一页" note="不渲染任何东西">
          <Pagination page={1} pageCount={1} onPageChange={() => {}} />
          <p className="demo-note">（这里什么都没有显示）</p>
        </Specimen>
      </SpecimenGrid>
      <h2>浅色与深色</h2>
      <ThemePair>
        <Pagination page={4} pageCount={9} onPageChange={() => {}} label="分页（预览）" />
      </ThemePair>
    </>
  );
}

export const paginationDemo: DemoExample = {
  Preview,
  States,
  notes: [
    '在一个有名字的 nav 地标里；当前页带 aria-current="page"，每个页码读作“第 N 页”。',
    '手机（宽度小于 600 px）显示“上一页 · 3 / 20 · 下一页”，每个按钮至少 44 px。',
    '计算页码的逻辑是纯函数 paginationItems，有单元测试。',
  ],
};
