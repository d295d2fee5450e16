/**
 * 分享: a dialog (a bottom sheet on phones) with the ways to pass a page on.
 *
 *   微信      a QR code of the page's address, to open it on a phone and share it there; inside WeChat,
 *             where the JS-SDK has already set the share card (WeChatShareBoot), it points at the ··· menu
 *   微博 / QQ  their share pages in a new tab, only through the URL allow-list (links.ts)
 *   复制链接   the Clipboard API, then the copy command on the visible link field; when both are refused
 *             the field stays selected for copying by hand
 *   更多…      the system share sheet (Web Share API), where the browser has one
 *
 * What is shared is the page's canonical absolute address (links.ts: canonicalUrl).
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Dialog } from '../Dialog.tsx';
import { QrCode } from '../QrCode.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { qqShareHref, shareContent, weiboShareHref } from './links.ts';
import { isWeChatBrowser } from '../../lib/user-agent.ts';
import { CheckGlyph, LinkGlyph, QQGlyph, SystemShareGlyph, WeChatGlyph, WeiboGlyph } from './ShareIcons.tsx';
import './share-sheet.css';

export interface ShareSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page to share, as a site path ("/model/12"). */
  path: string;
  /** The item's title: the sheet's description and the shared title. */
  title: string;
  description?: string;
  /** Its picture (site-relative or absolute), for Weibo and QQ previews. */
  image?: string;
  /** The sheet's heading. */
  heading?: string;
}

export function ShareSheet({
  open,
  onOpenChange,
  path,
  title,
  description,
  image,
  heading = '分享',
}: ShareSheetProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={heading}
      description={title}
      size="sm"
      className="share-sheet"
      returnFocus
    >
      {/* Only while open: each opening starts with the QR code folded and no copy message. */}
      {open && (
        <ShareSheetBody
          path={path}
          title={title}
          description={description}
          image={image}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

type CopyState = 'idle' | 'copied' | 'refused';

/** How long 已复制 stays on the button before it reads 复制链接 again. */
const COPIED_MS = 2500;

interface BodyProps extends Pick<ShareSheetProps, 'path' | 'title' | 'description' | 'image'> {
  onDone: () => void;
}

function ShareSheetBody({ path, title, description, image, onDone }: BodyProps) {
  const content = useMemo(
    () => shareContent(path, title, description, image),
    [path, title, description, image],
  );
  const ids = useId();
  const panelId = `${ids}-wechat`;
  const fieldId = `${ids}-link`;
  const field = useRef<HTMLInputElement>(null);
  const [wechatOpen, setWechatOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  /** Said to screen readers; shown too when it is a problem (the button itself shows 已复制). */
  const [notice, setNotice] = useState<{ text: string; shown: boolean }>({ text: '', shown: false });
  const inWeChat = isWeChatBrowser(navigator.userAgent);
  const weibo = useMemo(() => weiboShareHref(content), [content]);
  const qq = useMemo(() => qqShareHref(content), [content]);
  const canSystemShare = typeof navigator.share === 'function';

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = window.setTimeout(() => setCopy('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    if (await copyText(content.url, field.current)) {
      setCopy('copied');
      setNotice({ text: '链接已复制', shown: false });
    } else {
      setCopy('refused');
      setNotice({ text: '', shown: false });
      field.current?.focus();
      field.current?.select();
    }
  };

  const systemShare = async () => {
    try {
      await navigator.share({ title: content.title, text: content.description, url: content.url });
      onDone();
    } catch (error) {
      // Closing the system sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setNotice({ text: '系统分享没有完成，可以复制链接发给朋友', shown: true });
    }
  };

  return (
    <div className="share-sheet__body">
      <ul className="share-sheet__targets">
        <li>
          <button
            type="button"
            className="share-target share-target--wechat"
            aria-expanded={wechatOpen}
            aria-controls={panelId}
            onClick={() => setWechatOpen((v) => !v)}
          >
            <span className="share-target__icon" aria-hidden="true">
              <WeChatGlyph />
            </span>
            <span className="share-target__label">微信</span>
          </button>
        </li>
        {weibo && <NewTabTarget kind="weibo" href={weibo} glyph={<WeiboGlyph />} label="微博" />}
        {qq && <NewTabTarget kind="qq" href={qq} glyph={<QQGlyph />} label="QQ" />}
        <li>
          <button
            type="button"
            className="share-target share-target--plain"
            data-copied={copy === 'copied' || undefined}
            onClick={() => void copyLink()}
          >
            <span className="share-target__icon" aria-hidden="true">
              {copy === 'copied' ? <CheckGlyph /> : <LinkGlyph />}
            </span>
            <span className="share-target__label">{copy === 'copied' ? '已复制' : '复制链接'}</span>
          </button>
        </li>
        {canSystemShare && (
          <li>
            <button
              type="button"
              className="share-target share-target--plain"
              onClick={() => void systemShare()}
            >
              <span className="share-target__icon" aria-hidden="true">
                <SystemShareGlyph />
              </span>
              <span className="share-target__label">更多</span>
            </button>
          </li>
        )}
      </ul>

      <WeChatPanel id={panelId} open={wechatOpen} inWeChat={inWeChat} url={content.url} />

      <div className="share-sheet__link">
        <label htmlFor={fieldId} className="share-sheet__link-label">
          链接
        </label>
        <input
          ref={field}
          id={fieldId}
          className="share-sheet__link-field"
          type="text"
          readOnly
          value={content.url}
          aria-describedby={copy === 'refused' ? `${fieldId}-hint` : undefined}
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      {copy === 'refused' && (
        <p id={`${fieldId}-hint`} className="share-sheet__refused" role="alert">
          浏览器没有允许自动复制。链接已选中，请按 Ctrl+C（Mac 上 ⌘+C）复制；手机上长按链接选择「拷贝」。
        </p>
      )}
      <p className={notice.shown ? 'share-sheet__notice' : 'visually-hidden'} role="status">
        {notice.text}
      </p>
    </div>
  );
}

/** 微博 or QQ: their share page, in a new tab. */
function NewTabTarget({
  kind,
  href,
  glyph,
  label,
}: {
  kind: 'weibo' | 'qq';
  href: string;
  glyph: ReactNode;
  label: string;
}) {
  return (
    <li>
      <a
        className={`share-target share-target--${kind}`}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
      >
        <span className="share-target__icon" aria-hidden="true">
          {glyph}
        </span>
        <span className="share-target__label">
          {label}
          <span className="visually-hidden">（在新标签页打开）</span>
        </span>
      </a>
    </li>
  );
}

/** What 微信 unfolds: inside WeChat, where its ··· menu is; elsewhere, a QR code of the page to scan. */
function WeChatPanel({
  id,
  open,
  inWeChat,
  url,
}: {
  id: string;
  open: boolean;
  inWeChat: boolean;
  url: string;
}) {
  return (
    <div id={id} className="share-sheet__wechat" hidden={!open}>
      {open &&
        (inWeChat ? (
          <p className="share-sheet__wechat-text">
            <strong>点击右上角「···」</strong>
            <span className="muted">发送给朋友，或分享到朋友圈。</span>
          </p>
        ) : (
          <>
            <QrCode value={url} label={`本页二维码：${url}`} size={176} />
            <p className="share-sheet__wechat-text">
              <strong>用微信扫一扫，分享给朋友</strong>
              <span className="muted">在手机上打开后，点右上角「···」发送给朋友或分享到朋友圈。</span>
            </p>
          </>
        ))}
    </div>
  );
}
