/**
 * A blog's body: a TipTap (ProseMirror) editor with a small toolbar — headings, bold, italic,
 * strikethrough, quote, lists, code, links, pictures (uploaded like every other file), undo/redo.
 * Loaded lazily, only when a blog is being written. It writes HTML; pages sanitize it on display.
 */
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { clsx } from 'clsx';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../../components/Button.tsx';
import type { RichTextEditorProps } from '../../../components/RichTextEditorSlot.tsx';
import { sanitizeHtml } from '../../../lib/sanitize.ts';
import { isSafeLink } from '../links.ts';
import { ACCEPT, imageFileError } from '../work-form.ts';

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={clsx('rte-btn', active && 'rte-btn--on')}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keep the selection in the editor while clicking the toolbar.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor, onImage }: { editor: Editor; onImage: () => void }) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      quote: e.isActive('blockquote'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      code: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const chain = () => editor.chain().focus();

  const applyLink = () => {
    const url = href.trim();
    if (!url) {
      chain().extendMarkRange('link').unsetLink().run();
      setLinkOpen(false);
      return;
    }
    if (!isSafeLink(url)) {
      setLinkError('请输入以 http:// 或 https:// 开头的链接');
      return;
    }
    chain().extendMarkRange('link').setLink({ href: url }).run();
    setLinkOpen(false);
  };

  return (
    <>
      <div className="rte-toolbar" role="group" aria-label="正文格式">
        <ToolButton label="标题" active={s.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          H2
        </ToolButton>
        <ToolButton label="小标题" active={s.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          H3
        </ToolButton>
        <span className="rte-sep" aria-hidden="true" />
        <ToolButton label="加粗" active={s.bold} onClick={() => chain().toggleBold().run()}>
          <b>B</b>
        </ToolButton>
        <ToolButton label="斜体" active={s.italic} onClick={() => chain().toggleItalic().run()}>
          <i>I</i>
        </ToolButton>
        <ToolButton label="删除线" active={s.strike} onClick={() => chain().toggleStrike().run()}>
          <s>S</s>
        </ToolButton>
        <span className="rte-sep" aria-hidden="true" />
        <ToolButton label="引用" active={s.quote} onClick={() => chain().toggleBlockquote().run()}>
          “”
        </ToolButton>
        <ToolButton label="无序列表" active={s.bullet} onClick={() => chain().toggleBulletList().run()}>
          • ≡
        </ToolButton>
        <ToolButton label="有序列表" active={s.ordered} onClick={() => chain().toggleOrderedList().run()}>
          1.
        </ToolButton>
        <ToolButton label="代码块" active={s.code} onClick={() => chain().toggleCodeBlock().run()}>
          {'</>'}
        </ToolButton>
        <span className="rte-sep" aria-hidden="true" />
        <ToolButton
          label="链接"
          active={s.link}
          onClick={() => {
            setHref((editor.getAttributes('link').href as string | undefined) ?? '');
            setLinkError(null);
            setLinkOpen((o) => !o);
          }}
        >
          链接
        </ToolButton>
        <ToolButton label="插入图片" onClick={onImage}>
          图片
        </ToolButton>
        <span className="rte-sep" aria-hidden="true" />
        <ToolButton label="撤销" disabled={!s.canUndo} onClick={() => chain().undo().run()}>
          ↶
        </ToolButton>
        <ToolButton label="重做" disabled={!s.canRedo} onClick={() => chain().redo().run()}>
          ↷
        </ToolButton>
      </div>
      {linkOpen && (
        <div className="rte-link">
          <label className="visually-hidden" htmlFor="rte-link-url">
            链接地址
          </label>
          <input
            id="rte-link-url"
            className="pub-input"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={href}
            autoFocus
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? 'rte-link-error' : undefined}
            onChange={(e) => {
              setHref(e.currentTarget.value);
              setLinkError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              } else if (e.key === 'Escape') {
                e.preventDefault();
                setLinkOpen(false);
                editor.commands.focus();
              }
            }}
          />
          <Button size="sm" variant="primary" onClick={applyLink}>
            {href.trim() ? '确定' : '移除链接'}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setLinkOpen(false)}>
            取消
          </Button>
          {linkError && (
            <p id="rte-link-error" className="pub-field__error">
              {linkError}
            </p>
          )}
        </div>
      )}
    </>
  );
}

export default function RichTextEditor({
  id,
  labelId,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  onUploadImage,
}: RichTextEditorProps) {
  const [imageStatus, setImageStatus] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https'] },
      }),
      Image.configure({ inline: false }),
    ],
    // The body may come from the server (editing): through the sanitizer before it is parsed.
    content: sanitizeHtml(value),
    editorProps: {
      attributes: {
        id,
        class: 'rte-content rich-text',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // The attributes that change with the field's state.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          id,
          class: 'rte-content rich-text',
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        },
      },
    });
  }, [editor, id, labelId, invalid, describedBy]);

  // A value set from outside (a draft cleared or restored) replaces the body.
  useEffect(() => {
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
  }, [editor, value]);

  const pickImage = () => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = ACCEPT.image;
    input.onchange = () => {
      const file = input.files?.[0];
      if (!file) return;
      const problem = imageFileError(file);
      if (problem) {
        setImageStatus(problem);
        return;
      }
      setImageStatus(`正在上传图片 ${file.name}…`);
      void onUploadImage(file).then(
        (src) => {
          setImageStatus(null);
          if (src) editor.chain().focus().setImage({ src, alt: '' }).run();
        },
        () => setImageStatus('图片上传失败，请重试'),
      );
    };
    input.click();
  };

  return (
    <div className={clsx('rte', invalid && 'rte--invalid')}>
      <Toolbar editor={editor} onImage={pickImage} />
      <EditorContent editor={editor} />
      {imageStatus && (
        <p className="rte-status" role="status">
          {imageStatus}
        </p>
      )}
    </div>
  );
}
