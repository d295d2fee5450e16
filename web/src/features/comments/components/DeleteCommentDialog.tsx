import { useState } from 'react';
import type { CommentThread, WorkComment } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useDeleteComment } from '../api.ts';
import { userMessage } from '../../../lib/errors.ts';

/** 删除评论: the confirm dialog, saying how many replies go with a comment, and why a deletion failed. */

export function DeleteCommentDialog({
  workId,
  comment,
  onClose,
  onDeleted,
}: {
  workId: number;
  comment: WorkComment | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const del = useDeleteComment(workId);
  const [error, setError] = useState<string | null>(null);
  const replies = comment && 'replies' in comment ? (comment as CommentThread).replies.length : 0;
  const close = () => {
    if (del.isPending) return;
    setError(null);
    onClose();
  };
  return (
    <Dialog
      open={comment !== null}
      onOpenChange={(open) => !open && close()}
      title="删除评论"
      description={
        replies > 0
          ? `确定删除这条评论吗？它下面的 ${replies} 条回复也会一起删除，删除后无法恢复。`
          : '确定删除这条评论吗？删除后无法恢复。'
      }
      size="sm"
      footer={
        <>
          <Button onClick={close} disabled={del.isPending}>
            取消
          </Button>
          <Button
            variant="danger"
            loading={del.isPending}
            onClick={() =>
              comment &&
              del.mutate(comment.id, {
                onSuccess: () => {
                  setError(null);
                  onDeleted();
                },
                onError: (e) => setError(userMessage(e, '删除失败，请检查网络后重试')),
              })
            }
          >
            删除
          </Button>
        </>
      }
    >
      {comment && <blockquote className="wd-comments__quote">{comment.content}</blockquote>}
      {error && (
        <p className="wd-comments__dialog-error" role="alert">
          <Icon name="alert" />
          {error}
        </p>
      )}
    </Dialog>
  );
}
