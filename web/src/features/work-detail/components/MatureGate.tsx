/**
 * 成人内容提示: a mature work's media stays blurred behind this notice, and nothing of it (viewer,
 * video, gallery, article) is mounted, until the visitor confirms their age. The answer is remembered.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hrefs, type WorkDetail } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { useMatureConsent } from '../../../lib/mature.ts';

export function MatureGate({ work, children }: { work: WorkDetail; children: ReactNode }) {
  const [ok, confirm] = useMatureConsent();
  const [justConfirmed, setJustConfirmed] = useState(false);
  const mediaRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    // The confirm button is gone: keep keyboard users where they were, at the media.
    if (justConfirmed) mediaRef.current?.focus();
  }, [justConfirmed]);

  if (!work.is_mature || ok) {
    return (
      <div ref={mediaRef} className="wd-media" tabIndex={-1}>
        {children}
      </div>
    );
  }

  const back = () => {
    // Opened straight from a link: there is nothing to go back to in the app, so go to the list.
    // Fire and forget, as every click's navigation: a failing loader shows the route's error page.
    if (location.key === 'default') void navigate(hrefs.works(work.type));
    else void navigate(-1);
  };

  return (
    <section className="wd-mature" aria-labelledby={headingId}>
      <img className="wd-mature__cover" src={work.cover} alt="" aria-hidden="true" decoding="async" />
      <div className="wd-mature__notice">
        <h2 id={headingId} className="wd-mature__title">
          成人内容提示
        </h2>
        <p className="wd-mature__text">
          该作品包含可能不适合未成年人观看的内容。继续查看即表示你已年满 18 周岁，并自愿查看此类内容。
        </p>
        <div className="wd-mature__actions">
          <Button
            variant="primary"
            onClick={() => {
              confirm();
              setJustConfirmed(true);
            }}
          >
            我已年满 18 岁，继续查看
          </Button>
          <Button variant="secondary" onClick={back}>
            返回
          </Button>
        </div>
      </div>
    </section>
  );
}
