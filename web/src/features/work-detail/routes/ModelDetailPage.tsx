/** /model/{id}: a 3D model, shown in the interactive viewer (three.js, loaded on this page only). */
import { lazy, Suspense } from 'react';
import type { WorkDetail } from '@zaowu/shared';
import type { ModelViewerProps } from '../../viewer3d/index.ts';
import { MediaFallback } from '../components/MediaFallback.tsx';
import { WorkDetailPage } from '../components/WorkDetailPage.tsx';
import { workLoader } from '../loader.ts';

// Its own chunk: three.js is never part of any other page's load.
const ModelViewer = lazy(() =>
  import('../../viewer3d/index.ts').then(
    (m) => ({ default: m.ModelViewer }),
    (error: unknown) => {
      console.error('[viewer3d] chunk failed to load', error);
      return { default: ViewerUnavailable };
    },
  ),
);

function ViewerUnavailable({ poster }: ModelViewerProps) {
  return <MediaFallback cover={poster} message="3D 查看器加载失败，请刷新页面重试；已显示预览图" />;
}

/** Stands in while the viewer's code arrives: the cover, as the viewer itself starts. */
function ViewerPlaceholder({ poster }: { poster: string }) {
  return (
    <div className="wd-viewer-placeholder" data-testid="model-viewer" data-state="loading" aria-busy="true">
      <img src={poster} alt="" decoding="async" />
      <p className="wd-viewer-placeholder__status" role="status">
        正在加载 3D 查看器…
      </p>
    </div>
  );
}

function renderModel(work: WorkDetail) {
  if (!work.model_url)
    return <MediaFallback cover={work.cover} message="作者暂未上传 3D 模型，已显示预览图" />;
  return (
    <Suspense fallback={<ViewerPlaceholder poster={work.cover} />}>
      <ModelViewer src={work.model_url} poster={work.cover} />
    </Suspense>
  );
}

export const loader = workLoader('model');

export function Component() {
  return <WorkDetailPage type="model" renderMedia={renderModel} />;
}
