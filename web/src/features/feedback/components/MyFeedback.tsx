/** 我的反馈: the member's feedback, newest first, a few a page, each with the platform's reply. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Feedback } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { formatChinaDateTime } from '../../../lib/format.ts';
import { userHref } from '../../../lib/url.ts';
import { myFeedbackQuery } from '../api.ts';
import { typeLabel } from '../validation.ts';
import { LoadError } from '../../../components/LoadError.tsx';

function Item({ feedback: f }: { feedback: Feedback }) {
  return (
    <li className="fb-item">
      <div className="fb-item__head">
        <span className="fb-item__type">{typeLabel(f.type)}</span>
        <time className="fb-item__time" dateTime={f.created_at}>
          {formatChinaDateTime(f.created_at)}
        </time>
        <span className={f.reply ? 'fb-item__state is-replied' : 'fb-item__state'}>
          {f.reply ? '已回复' : '待回复'}
        </span>
      </div>
      <p className="fb-item__content">{f.content}</p>
      {f.images.length > 0 && (
        <ul className="fb-item__images" aria-label="附带的截图">
          {f.images.map((src, i) => {
            const href = userHref(src);
            return href ? (
              <li key={src}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  <img src={href} alt={`截图 ${i + 1}（在新窗口打开）`} loading="lazy" />
                </a>
              </li>
            ) : null;
          })}
        </ul>
      )}
      {f.reply ? (
        <div className="fb-item__reply">
          <p className="fb-item__reply-title">官方回复</p>
          <p>{f.reply}</p>
        </div>
      ) : (
        <p className="fb-item__pending">我们已收到，处理后会在这里回复你。</p>
      )}
    </li>
  );
}

export function MyFeedback({ onWrite }: { onWrite: () => void }) {
  const [page, setPage] = useState(1);
  const list = useQuery(myFeedbackQuery(page));

  if (list.isPending) {
    return (
      <SkeletonGroup label="正在加载我的反馈…">
        <div className="fb-list">
          {[0, 1, 2].map((i) => (
            <div key={i} className="fb-item">
              <Skeleton width="40%" />
              <Skeleton lines={2} />
            </div>
          ))}
        </div>
      </SkeletonGroup>
    );
  }
  if (!list.data) {
    return (
      <LoadError
        size="compact"
        title="加载失败"
        error={list.error}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const { data, last_page, total } = list.data;
  if (total === 0) {
    return (
      <Empty
        size="compact"
        title="还没有提交过反馈"
        description="遇到问题或有好想法，随时告诉我们。"
        action={
          <Button variant="primary" onClick={onWrite}>
            去提交反馈
          </Button>
        }
      />
    );
  }
  return (
    <div className={list.isPlaceholderData ? 'fb-mine is-stale' : 'fb-mine'}>
      <p className="fb-mine__total">共 {total} 条反馈</p>
      <ul className="fb-list" aria-label="我的反馈列表">
        {data.map((f) => (
          <Item key={f.id} feedback={f} />
        ))}
      </ul>
      <Pagination page={page} pageCount={last_page} onPageChange={setPage} label="我的反馈分页" />
    </div>
  );
}
