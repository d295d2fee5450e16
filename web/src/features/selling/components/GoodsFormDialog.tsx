/**
 * 发布商品 / 编辑商品: pictures (cover first, each uploaded at once through the upload engine), title,
 * price, stock and a plain-text description, in a dialog (a bottom sheet on phones). react-hook-form over
 * the shared rules; a refusal of the server goes beside its field, and nothing typed is lost on a failure.
 * Editing loads the item's pictures first.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  GOODS_DESCRIPTION_MAX,
  GOODS_IMAGES_MAX,
  GOODS_TITLE_MAX,
  codePointLength,
  type Goods,
} from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Input } from '../../../components/Field.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { useLocalPreview } from '../../../lib/local-preview.ts';
import { FilePickButton } from '../../../components/upload/index.ts';
import { uploadEngine, uploadedAddress, useUploads } from '../../../lib/upload/index.ts';
import { goodsDetailQuery, useAddGoods, useEditGoods } from '../api.ts';
import {
  GOODS_UPLOAD_FAILED_MSG,
  emptyGoodsValues,
  goodsFieldOf,
  goodsInput,
  goodsSchema,
  goodsValues,
  pictureId,
  type GoodsFormValues,
  type GoodsPicture,
} from '../goods-form.ts';
import { IMAGE_ACCEPT, imageFileError } from '../../../lib/image-file.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { userMessage } from '../../../lib/errors.ts';
import { FormError } from '../../../components/FormError.tsx';

function PictureThumb({
  picture,
  index,
  count,
  onCover,
  onRemove,
}: {
  picture: GoodsPicture;
  index: number;
  count: number;
  onCover: () => void;
  onRemove: () => void;
}) {
  const record = useUploads((r) => r.key === picture.uploadKey)[0];
  const preview = useLocalPreview(picture.url ? null : picture.file);
  const src = picture.url ?? preview;
  const failed = record?.status === 'failed' || record?.status === 'paused';
  const n = index + 1;
  return (
    <li className="acct-pic">
      <div className="acct-pic__frame">
        {src ? (
          <img src={src} alt={`商品图片 ${n}${index === 0 ? '（封面）' : ''}`} />
        ) : (
          <Icon name="image" size={28} />
        )}
        {index === 0 && <span className="acct-pic__cover">封面</span>}
        {!picture.url && record && !failed && (
          <span className="acct-pic__progress" aria-hidden="true">
            {record.progress}%
          </span>
        )}
      </div>
      {!picture.url && (
        <p className="acct-pic__state" role="status">
          {failed ? `上传失败：${record?.error ?? '请重试'}` : `上传中 ${record?.progress ?? 0}%`}
        </p>
      )}
      <div className="acct-pic__actions">
        {failed && picture.uploadKey && (
          <Button size="sm" variant="ghost" onClick={() => uploadEngine.resume(picture.uploadKey!)}>
            重试
          </Button>
        )}
        {index > 0 && count > 1 && (
          <Button size="sm" variant="ghost" onClick={onCover} aria-label={`把第 ${n} 张图片设为封面`}>
            设为封面
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`移除第 ${n} 张图片`}>
          移除
        </Button>
      </div>
    </li>
  );
}

function PicturesField({
  id,
  value,
  onChange,
  error,
  onError,
}: {
  id: string;
  value: GoodsPicture[];
  onChange: (v: GoodsPicture[]) => void;
  error?: string;
  onError: (msg: string | null) => void;
}) {
  const uploads = useUploads((r) => value.some((p) => p.uploadKey === r.key));
  // A finished upload gives its picture an address; a failed one says so.
  useEffect(() => {
    let changed = false;
    const next = value.map((p) => {
      if (p.url || !p.uploadKey) return p;
      const r = uploads.find((u) => u.key === p.uploadKey);
      const url = r?.status === 'done' ? uploadedAddress(r) : null;
      if (!url) return p;
      changed = true;
      return { ...p, url };
    });
    if (changed) onChange(next);
  }, [uploads, value, onChange]);
  const failed = uploads.some((r) => r.status === 'failed');
  const room = GOODS_IMAGES_MAX - value.length;

  const add = (files: File[]) => {
    if (files.length > room) return onError(`商品图片最多 ${GOODS_IMAGES_MAX} 张，还能添加 ${room} 张`);
    for (const f of files) {
      const problem = imageFileError(f);
      if (problem) return onError(`${f.name}：${problem}`);
    }
    onError(null);
    onChange([
      ...value,
      ...files.map((file) => ({
        id: pictureId(),
        url: null,
        uploadKey: uploadEngine.add(file, { origin: 'other' }).key,
        file,
      })),
    ]);
  };
  const remove = (p: GoodsPicture) => {
    if (p.uploadKey && !p.url) uploadEngine.cancel(p.uploadKey);
    onChange(value.filter((x) => x.id !== p.id));
  };
  const shown = error ?? (failed ? GOODS_UPLOAD_FAILED_MSG : null);

  return (
    <div className="field" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-msg`}>
      <span className="field__label" id={`${id}-label`}>
        商品图片
      </span>
      {value.length > 0 && (
        <ul className="acct-pics">
          {value.map((p, i) => (
            <PictureThumb
              key={p.id}
              picture={p}
              index={i}
              count={value.length}
              onCover={() => onChange([p, ...value.filter((x) => x.id !== p.id)])}
              onRemove={() => remove(p)}
            />
          ))}
        </ul>
      )}
      <div>
        <FilePickButton
          id={id}
          accept={IMAGE_ACCEPT}
          multiple
          onFiles={add}
          disabled={room <= 0}
          inputLabel="选择商品图片"
          variant={value.length === 0 ? 'primary' : 'secondary'}
        >
          <Icon name="plus" /> {value.length === 0 ? '添加图片' : '继续添加'}
        </FilePickButton>
      </div>
      {shown ? (
        <p id={`${id}-msg`} className="field__error" role="alert">
          <Icon name="alert" />
          {shown}
        </p>
      ) : (
        <p id={`${id}-msg`} className="field__hint">
          1–{GOODS_IMAGES_MAX} 张，第一张为封面；JPG、PNG、WebP、GIF，每张不超过 10 MB。
        </p>
      )}
    </div>
  );
}

function GoodsForm({
  goods,
  initial,
  onDone,
  onCancel,
}: {
  goods: Goods | null;
  initial: GoodsFormValues;
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const add = useAddGoods();
  const edit = useEditGoods();
  const {
    register,
    handleSubmit,
    control,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<GoodsFormValues>({ resolver: zodResolver(goodsSchema), defaultValues: initial });
  const title = useWatch({ control, name: 'title' });
  const description = useWatch({ control, name: 'description' });

  const submit = handleSubmit(async (v) => {
    try {
      if (goods) await edit.mutateAsync({ id: goods.id, ...goodsInput(v) });
      else await add.mutateAsync(goodsInput(v));
      onDone();
    } catch (err) {
      const msg = userMessage(err, '保存失败，请检查网络后重试');
      setError(goodsFieldOf(msg) ?? 'root', { message: msg }, { shouldFocus: true });
    }
  });

  return (
    <form className="acct-goods-form" onSubmit={(e) => void submit(e)} noValidate>
      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <PicturesField
            id={`${id}-images`}
            value={field.value}
            onChange={field.onChange}
            error={errors.images?.message ?? errors.images?.root?.message}
            onError={(msg) => (msg ? setError('images', { message: msg }) : clearErrors('images'))}
          />
        )}
      />
      <Input
        label="商品名称"
        autoComplete="off"
        error={errors.title?.message}
        hint={`${codePointLength(title.trim())}/${GOODS_TITLE_MAX}`}
        {...register('title')}
      />
      <div className="acct-goods-form__pair">
        <Input
          label="价格（元）"
          inputMode="decimal"
          autoComplete="off"
          error={errors.price?.message}
          hint="0.01–99999.99 元"
          suffix={<span className="acct-unit">元</span>}
          {...register('price')}
        />
        <Input
          label="库存"
          inputMode="numeric"
          autoComplete="off"
          error={errors.stock?.message}
          hint="0–99999，为 0 时自动下架"
          suffix={<span className="acct-unit">件</span>}
          {...register('stock')}
        />
      </div>
      <div className={errors.description ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${id}-desc`}>
          商品描述
        </label>
        <textarea
          id={`${id}-desc`}
          className="field__input acct-textarea"
          rows={5}
          placeholder="介绍一下商品：内容、规格、使用说明（纯文本）"
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${id}-desc-msg`}
          {...register('description')}
        />
        {errors.description ? (
          <p id={`${id}-desc-msg`} className="field__error" role="alert">
            <Icon name="alert" />
            {errors.description.message}
          </p>
        ) : (
          <p id={`${id}-desc-msg`} className="field__hint">
            {codePointLength(description)}/{GOODS_DESCRIPTION_MAX}
          </p>
        )}
      </div>
      <FormError className="acct-form-error" message={errors.root?.message} />
      <div className="dialog__footer">
        <Button onClick={onCancel} disabled={isSubmitting}>
          取消
        </Button>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {goods ? '保存修改' : '发布商品'}
        </Button>
      </div>
    </form>
  );
}

/** Loads an item's pictures, then its form. */
function EditGoods({ goods, onDone }: { goods: Goods; onDone: () => void }) {
  const detail = useQuery(goodsDetailQuery(goods.id));
  if (detail.isPending)
    return (
      <SkeletonGroup label="正在加载商品…" className="acct-goods-form">
        <Skeleton shape="rect" height={96} />
        <Skeleton width="60%" />
        <Skeleton width="40%" />
      </SkeletonGroup>
    );
  if (detail.isError)
    return (
      <LoadError
        title="商品加载失败"
        size="compact"
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  return (
    <GoodsForm
      goods={goods}
      initial={goodsValues(goods, detail.data.images)}
      onDone={onDone}
      onCancel={onDone}
    />
  );
}

/** open: null = closed, 'new' = 发布商品, a goods row = 编辑 it. */
export function GoodsFormDialog({ open, onClose }: { open: Goods | 'new' | null; onClose: () => void }) {
  return (
    <Dialog
      open={open !== null}
      onOpenChange={(o) => !o && onClose()}
      title={open === 'new' ? '发布商品' : '编辑商品'}
      description={open === 'new' ? '发布后立即上架（库存为 0 时为下架状态）。' : undefined}
      size="lg"
      returnFocus
    >
      {open === 'new' && (
        <GoodsForm goods={null} initial={emptyGoodsValues()} onDone={onClose} onCancel={onClose} />
      )}
      {open !== null && open !== 'new' && <EditGoods key={open.id} goods={open} onDone={onClose} />}
    </Dialog>
  );
}
