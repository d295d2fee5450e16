/**
 * 参与讨论 at the foot of a topic: for a visitor the invitation to log in; for a member the reply
 * form, on its own chunk (react-hook-form and zod with it), loaded when the reader comes near the
 * box rather than with the topic. Until it is there, a box of the same size stands in.
 */
import { lazy, Suspense, useId } from 'react';
import type { TopicPost } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { useNearViewport } from '../../../lib/near-viewport.ts';
import { useSetAtom } from '../../../lib/state.ts';
import { loginDialogOpenAtom, useIsLoggedIn } from '../../../lib/session.ts';
import { REPLY_PLACEHOLDER } from '../reply-copy.ts';

const ReplyForm = lazy(() => import('./ReplyForm.tsx').then((m) => ({ default: m.ReplyForm })));

function StandIn() {
  return (
    <div className="reply-box" aria-hidden="true">
      {/* The heading as the form has it: a line as tall as the form's. */}
      <h2 className="reply-box__title">参与讨论</h2>
      <span className="reply-box__label">回复内容</span>
      {/* A textarea of the form's rows takes the form's height, whatever the font. */}
      <textarea
        className="reply-box__input"
        rows={5}
        placeholder={REPLY_PLACEHOLDER}
        disabled
        tabIndex={-1}
      />
      <div className="reply-box__foot">
        {/* Unseen, the form's button sets the foot's height (taller for a finger). */}
        <Button variant="primary" className="reply-box__unseen" disabled tabIndex={-1}>
          发表回复
        </Button>
      </div>
    </div>
  );
}

export function ReplyBox({ topicId, onPosted }: { topicId: number; onPosted: (post: TopicPost) => void }) {
  const loggedIn = useIsLoggedIn();
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const id = useId();
  const [nearRef, near] = useNearViewport<HTMLDivElement>();

  if (!loggedIn) {
    return (
      <section className="reply-box reply-box--visitor" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="reply-box__title">
          参与讨论
        </h2>
        <p className="reply-box__invite">登录后参与讨论</p>
        <Button variant="primary" onClick={() => openLogin(true)}>
          登录
        </Button>
      </section>
    );
  }
  return (
    <div ref={nearRef}>
      {near ? (
        <Suspense fallback={<StandIn />}>
          <ReplyForm topicId={topicId} onPosted={onPosted} />
        </Suspense>
      ) : (
        <StandIn />
      )}
    </div>
  );
}
