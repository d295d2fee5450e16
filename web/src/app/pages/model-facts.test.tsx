/**
 * 模型信息 on a model's page (issue 22): what the file holds, in words a buyer reads, and the formats
 * of the files they would get; nothing at all when nothing is known.
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, ok, type ModelFacts, type WorkDetail } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { demo, renderApp, server } from '../../test/render.tsx';
import { SLOW } from '../../test/timeouts.ts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.restoreAllMocks());

function aModel() {
  const work = [...demo.db.works.values()].find((w) => w.type === 'model' && !w.is_mature && w.model_url);
  if (!work) throw new Error('no model in the seed');
  return work;
}

/** The work's detail as the API gives it, with these facts and files. */
async function answerWith(patch: Partial<WorkDetail>) {
  const id = aModel().id;
  const real = await call(endpoints.works.detail, { id });
  server.use(http.get('*/api/v1.works/detail', () => HttpResponse.json(ok({ ...real, ...patch }))));
  return id;
}

const FACTS: ModelFacts = {
  triangles: 12_544,
  vertices: 6_500,
  materials: 3,
  textures: 2,
  texture_max: { width: 2048, height: 1024 },
  animations: 0,
  size: { x: 0.2387, y: 0.364, z: 0.2387 },
  file_size: 232_324,
};

/** Each term of the list with its value. */
function rows(section: HTMLElement) {
  return Object.fromEntries(
    within(section)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );
}

describe('/model/{id} 模型信息', () => {
  it('says what the file holds and which formats the buyer gets', async () => {
    const id = await answerWith({
      model_facts: FACTS,
      files: [
        { name: '青花瓷瓶.glb', url: null, size: 232_324 },
        { name: '青花瓷瓶.FBX', url: null, size: 402_000 },
        { name: '贴图.zip', url: null, size: 5_000_000 },
        { name: '说明', url: null, size: 10 },
      ],
    });
    renderApp(`/model/${id}`);
    const section = await screen.findByRole('region', { name: '模型信息' }, SLOW);
    expect(rows(section)).toEqual({
      三角面: '12,544',
      顶点: '6,500',
      材质: '3 个',
      贴图: '2 张，最大 2048 × 1024 像素',
      动画: '无',
      尺寸: '23.9 × 36.4 × 23.9 厘米',
      模型文件: '227 KB',
      可下载格式: 'GLB、FBX、ZIP',
    });
  });

  it('counts animations, says 无 without textures, and sizes a big model in metres', async () => {
    const id = await answerWith({
      model_facts: {
        ...FACTS,
        textures: 0,
        texture_max: null,
        animations: 2,
        size: { x: 12, y: 3.5, z: 0.5 },
      },
      files: [],
    });
    renderApp(`/model/${id}`);
    const section = await screen.findByRole('region', { name: '模型信息' }, SLOW);
    expect(rows(section)).toMatchObject({ 贴图: '无', 动画: '2 段', 尺寸: '12 × 3.5 × 0.5 米' });
    expect(rows(section)).not.toHaveProperty('可下载格式');
  });

  it('shows no 模型信息 when nothing is known of the file and there is nothing to download', async () => {
    const id = await answerWith({ model_facts: null, files: [] });
    renderApp(`/model/${id}`);
    await screen.findByRole('heading', { level: 1 }, SLOW);
    await screen.findByRole('list', { name: '相关作品' }, SLOW);
    expect(screen.queryByRole('region', { name: '模型信息' })).toBeNull();
    expect(screen.queryByText('三角面')).toBeNull();
  });
});
