/**
 * 收藏 into one of the member's favorites folders: the default folder is chosen unless the work is
 * already in another; a new folder can be made on the spot. When favorited it moves the work or
 * removes it (取消收藏).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { FavoriteFolder, WorkDetail, WorkRelation } from '@zaowu/shared';
import { codePointLength } from '@zaowu/shared/plain-text';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Input } from '../../../components/Field.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { notify } from '../../../lib/toast.ts';
import { favoriteFoldersQuery, useAddFolder, useFavorite, useUnfavorite } from '../api.ts';
import { WorkIcon } from './icons.tsx';
import { userMessage } from '../../../lib/errors.ts';

/** The folder the server makes on demand when no folder is named (works.favorite without folder_id). */
const DEFAULT_FOLDER_NAME = '默认收藏夹';
const DEFAULT_CHOICE = 'default';
const FOLDER_NAME_MAX = 20;

function folderNameError(name: string, folders: readonly FavoriteFolder[]): string | null {
  const trimmed = name.trim();
  if (!trimmed) return '请输入收藏夹名称';
  if (codePointLength(trimmed) > FOLDER_NAME_MAX) return `收藏夹名称最多 ${FOLDER_NAME_MAX} 个字`;
  if (folders.some((f) => f.name === trimmed)) return '已有同名的收藏夹';
  return null;
}

export function FavoriteDialog({
  open,
  onOpenChange,
  work,
  relation,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  work: WorkDetail;
  relation?: WorkRelation;
}) {
  const folders = useQuery({ ...favoriteFoldersQuery(), enabled: open });
  const favorite = useFavorite(work.id);
  const unfavorite = useUnfavorite(work.id);
  const favorited = relation?.favorited ?? false;
  const list = folders.data ?? [];
  const defaultFolder = list.find((f) => f.name === DEFAULT_FOLDER_NAME);
  const initial =
    favorited && relation?.folder_id != null
      ? String(relation.folder_id)
      : defaultFolder
        ? String(defaultFolder.id)
        : DEFAULT_CHOICE;
  const [picked, setPicked] = useState<string | null>(null);
  const choice = picked ?? initial;
  const legendId = useId();

  const nameOf = (value: string) =>
    value === DEFAULT_CHOICE
      ? DEFAULT_FOLDER_NAME
      : (list.find((f) => String(f.id) === value)?.name ?? '收藏夹');

  const save = () => {
    if (favorited && relation?.folder_id != null && choice === String(relation.folder_id)) {
      onOpenChange(false);
      return;
    }
    favorite.mutate(choice === DEFAULT_CHOICE ? undefined : Number(choice), {
      onSuccess: () => {
        onOpenChange(false);
        notify.success(favorited ? `已移到「${nameOf(choice)}」` : `已收藏到「${nameOf(choice)}」`);
      },
    });
  };

  const remove = () =>
    unfavorite.mutate(undefined, {
      onSuccess: () => {
        onOpenChange(false);
        notify.info('已取消收藏');
      },
    });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={favorited ? '已收藏' : '收藏到'}
      description={favorited ? '可以换一个收藏夹，或者取消收藏。' : '选择一个收藏夹，也可以新建一个。'}
      size="sm"
      footer={
        <>
          {favorited ? (
            <Button
              variant="ghost"
              className="wd-fav__remove"
              onClick={remove}
              loading={unfavorite.isPending}
            >
              取消收藏
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              取消
            </Button>
          )}
          <Button
            variant="primary"
            onClick={save}
            loading={favorite.isPending}
            disabled={folders.isPending && !folders.isError}
          >
            {favorited ? '保存' : '收藏'}
          </Button>
        </>
      }
    >
      {folders.isPending && !folders.isError ? (
        <SkeletonGroup label="正在加载收藏夹…">
          <Skeleton lines={3} height={20} />
        </SkeletonGroup>
      ) : (
        <>
          {folders.isError && (
            <p className="wd-fav__note" role="alert">
              收藏夹列表加载失败，将收藏到「{DEFAULT_FOLDER_NAME}」。
              <button type="button" className="wd-link-button" onClick={() => void folders.refetch()}>
                重试
              </button>
            </p>
          )}
          <fieldset className="wd-fav__folders" aria-labelledby={legendId}>
            <legend id={legendId} className="visually-hidden">
              选择收藏夹
            </legend>
            {!defaultFolder && (
              <FolderOption
                value={DEFAULT_CHOICE}
                name={DEFAULT_FOLDER_NAME}
                detail="默认"
                checked={choice === DEFAULT_CHOICE}
                onPick={setPicked}
              />
            )}
            {list.map((f) => (
              <FolderOption
                key={f.id}
                value={String(f.id)}
                name={f.name}
                detail={`${f.count} 个作品`}
                isPrivate={!f.is_public}
                checked={choice === String(f.id)}
                onPick={setPicked}
              />
            ))}
          </fieldset>
          <NewFolder folders={list} onCreated={(folder) => setPicked(String(folder.id))} />
        </>
      )}
    </Dialog>
  );
}

function FolderOption({
  value,
  name,
  detail,
  isPrivate,
  checked,
  onPick,
}: {
  value: string;
  name: string;
  detail: string;
  isPrivate?: boolean;
  checked: boolean;
  onPick: (value: string) => void;
}) {
  return (
    <label className="wd-fav__folder">
      <input
        type="radio"
        name="favorite-folder"
        value={value}
        checked={checked}
        onChange={() => onPick(value)}
      />
      <WorkIcon name="folder" size={18} />
      <span className="wd-fav__name">{name}</span>
      {isPrivate && (
        <span className="wd-fav__private">
          <WorkIcon name="lock" size={12} />
          私密
        </span>
      )}
      <span className="wd-fav__count">{detail}</span>
    </label>
  );
}

function NewFolder({
  folders,
  onCreated,
}: {
  folders: readonly FavoriteFolder[];
  onCreated: (folder: FavoriteFolder) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const addFolder = useAddFolder();

  if (!editing) {
    return (
      <Button
        variant="ghost"
        className="wd-fav__new"
        onClick={() => {
          setEditing(true);
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        <Icon name="plus" />
        新建收藏夹
      </Button>
    );
  }

  const create = () => {
    const problem = folderNameError(name, folders);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    addFolder.mutate(name.trim(), {
      onSuccess: (folder) => {
        setName('');
        setEditing(false);
        onCreated(folder);
        notify.success(`已新建收藏夹「${folder.name}」`);
      },
      onError: (err) => setError(userMessage(err, '新建失败，请检查网络后重试')),
    });
  };

  return (
    <div className="wd-fav__create">
      <Input
        ref={inputRef}
        label="新收藏夹名称"
        value={name}
        placeholder={`最多 ${FOLDER_NAME_MAX} 个字`}
        error={error}
        onChange={(e) => {
          setName(e.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            create();
          }
        }}
        suffix={
          <Button variant="secondary" onClick={create} loading={addFolder.isPending}>
            创建
          </Button>
        }
      />
    </div>
  );
}
