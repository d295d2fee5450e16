/**
 * 作品文件: every file with its size and 下载, the licence beside, and how often they were downloaded.
 * Free works: any member downloads (a visitor gets the login dialog). Works for sale: 购买 (an order,
 * then its payment page) and 加入购物车 until bought (the cart's, in WorkDetailSlots.buy), 已购买 after;
 * the author and buyers download, anyone else is told 购买后才能下载 (by the server, which decides). A
 * file is only ever fetched through works.download's signed address: the detail gives its stored
 * address to the author alone (null to anyone else), so nothing here uses `files[].url`.
 */
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from '../../../lib/state.ts';
import { useId } from 'react';
import { LICENSES, type WorkDetail } from '@zaowu/shared';
import { fileFormat } from '@zaowu/shared/work-media';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { formatBytes, formatCompact } from '../../../lib/format.ts';
import { loginDialogOpenAtom, overviewQuery, useLoginState } from '../../../lib/session.ts';
import { useDownloadWorkFile } from '../../../lib/work-api.ts';
import { relationQuery } from '../api.ts';
import type { WorkDetailSlots, WorkForSale } from '../slots.ts';
import { WorkIcon } from './icons.tsx';
import '../work-files.css';

/** Who the viewer is to a work for sale. */
type Access = 'checking' | 'visitor' | 'own' | 'bought' | 'locked';

export function WorkFiles({
  work,
  forSale,
  renderBuy,
}: {
  work: WorkDetail;
  forSale: boolean;
  renderBuy: WorkDetailSlots['buy'];
}) {
  const headingId = useId();
  const hintId = useId();
  const loginState = useLoginState();
  const loggedIn = loginState === 'member';
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const me = useQuery({ ...overviewQuery(), enabled: loggedIn });
  const relation = useQuery({ ...relationQuery(work.id), enabled: loggedIn && forSale });
  const download = useDownloadWorkFile(work.id);

  let access: Access;
  if (loginState === 'checking') access = 'checking';
  else if (!loggedIn) access = 'visitor';
  else if (me.data?.userinfo.id === work.author.id) access = 'own';
  else if (!forSale) access = 'bought';
  else if (relation.data) access = relation.data.purchased ? 'bought' : 'locked';
  else access = 'checking';

  const onDownload = (index: number) => {
    // Until the login check answers, a click is neither a member's nor a visitor's.
    if (loginState === 'checking') return;
    if (!loggedIn) openLogin(true);
    else download.mutate(index);
  };
  const license = LICENSES.find((l) => l.key === work.license);
  const locked = forSale && access === 'locked';

  return (
    <section className="wd-facts__block wd-getfiles" aria-labelledby={headingId}>
      <div className="wd-getfiles__head">
        <h2 id={headingId} className="wd-facts__heading">
          作品文件
        </h2>
        <span className="wd-getfiles__count tabular">{formatCompact(work.downloads)} 次下载</span>
      </div>
      {forSale && work.price !== null && (
        <Purchase
          work={{ ...work, price: work.price }}
          access={access}
          relationFailed={relation.isError}
          renderBuy={renderBuy}
        />
      )}
      {work.files.length > 0 ? (
        <ul className="wd-files">
          {work.files.map((file, index) => (
            <li key={`${index}-${file.name}`} className="wd-file wd-file--get">
              <WorkIcon name={locked ? 'lock' : 'file'} size={16} />
              <span className="wd-file__text">
                <span className="wd-file__name" title={file.name}>
                  {file.name}
                </span>
                <span className="wd-file__size tabular">
                  {[fileFormat(file.name), formatBytes(file.size)].filter(Boolean).join(' · ')}
                </span>
              </span>
              <Button
                size="sm"
                className="wd-file__download"
                aria-label={`下载 ${file.name}`}
                aria-describedby={locked || access === 'visitor' ? hintId : undefined}
                loading={download.isPending && download.variables === index}
                onClick={() => onDownload(index)}
              >
                <WorkIcon name="download" size={16} />
                下载
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="wd-getfiles__note">
          {work.type === 'animation' && work.video_preview
            ? '购买后可观看完整视频。'
            : '作者暂未上传可下载的文件。'}
        </p>
      )}
      {work.files.length > 0 && (locked || access === 'visitor') && (
        <p id={hintId} className="wd-getfiles__note">
          {locked ? '购买后才能下载' : forSale ? '登录并购买后即可下载' : '登录后即可下载'}
        </p>
      )}
      {license && work.files.length > 0 && (
        <p className="wd-getfiles__license">
          <span className="wd-getfiles__license-label">许可</span>
          <span className="wd-license__code">{license.key === 'ALL' ? '©' : `CC ${license.key}`}</span>
          <span>{license.label}</span>
        </p>
      )}
    </section>
  );
}

/** 已购买, 这是你的作品, or 购买 / 加入购物车 (the cart's, WorkDetailSlots.buy). */
function Purchase({
  work,
  access,
  relationFailed,
  renderBuy,
}: {
  work: WorkForSale;
  access: Access;
  relationFailed: boolean;
  renderBuy: WorkDetailSlots['buy'];
}) {
  if (access === 'own') {
    return (
      <p className="wd-getfiles__status">
        <Icon name="info" size={16} />
        这是你的作品，可随时下载
      </p>
    );
  }
  if (access === 'bought') {
    return (
      <p className="wd-getfiles__status wd-getfiles__status--bought" role="status">
        <Icon name="check" size={16} />
        <strong>已购买</strong>
        <span className="wd-getfiles__status-note">可随时下载全部文件</span>
      </p>
    );
  }
  // A member whose purchase is not known yet: no 购买 that might turn into 已购买 a moment later.
  if (access === 'checking' && !relationFailed) {
    return <Skeleton shape="rect" height={40} className="wd-getfiles__skeleton" />;
  }
  const buyer = access === 'locked' ? 'member' : access;
  return <div className="wd-getfiles__buy">{renderBuy(work, buyer)}</div>;
}
