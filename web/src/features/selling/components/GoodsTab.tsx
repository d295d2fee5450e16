/**
 * 商品: the goods of the member's shops by status (全部 / 在售 / 已下架, with counts), each with 编辑 (title,
 * price, stock, description, pictures), 改价 (yuan, at most two decimals, checked before it is sent) and
 * 上架 / 下架; 发布商品 lists a new one. A member without a shop is told so.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { GOODS_MSGS, goodsPriceInputSchema, hrefs, yuanOf } from '@zaowu/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type * as z from '@zaowu/shared/zod';
import type { Goods, GoodsStatus } from '@zaowu/shared';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Input } from '../../../components/Field.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Image } from '../../../components/Image.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { goodsListQuery, goodsTabQuery, useSetGoodStatus, useSetGoodsPrice } from '../api.ts';
import { choiceOf, pageOf } from '../../../lib/account-tabs.ts';
import {
  AccountPagination,
  FilterTabs,
  PanelHeading,
  RowsSkeleton,
  Total,
} from '../../../components/AccountPanel.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { GoodsFormDialog } from './GoodsFormDialog.tsx';
import '../selling.css';
import { userMessage } from '../../../lib/errors.ts';

const STATUS_PARAM: Record<'on' | 'off', GoodsStatus> = { on: 1, off: 0 };

/** The 改价 form: the shared input's price, as typed (the item is the dialog's). */
const priceSchema = goodsPriceInputSchema.pick({ price: true });
type PriceValues = z.input<typeof priceSchema>;
type PriceInput = z.output<typeof priceSchema>;

function PriceForm({
  goods,
  setPrice,
  onClose,
}: {
  goods: Goods;
  setPrice: ReturnType<typeof useSetGoodsPrice>;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PriceValues, unknown, PriceInput>({
    resolver: zodResolver(priceSchema),
    // The box opens with the item's current price.
    defaultValues: { price: goods.price },
  });

  const submit = handleSubmit(async ({ price }) => {
    try {
      await setPrice.mutateAsync({ id: goods.id, price: yuanOf(price) });
      onClose();
    } catch (err) {
      setError('price', { message: userMessage(err, '改价失败，请检查网络后重试') });
    }
  });

  return (
    <form
      className="acct-price-form"
      onSubmit={(e) => {
        if (isSubmitting) e.preventDefault();
        else void submit(e);
      }}
      noValidate
    >
      <Input
        label="新价格（元）"
        inputMode="decimal"
        autoComplete="off"
        error={errors.price?.message}
        hint="0.01–99999.99 元，最多两位小数"
        suffix={<span className="acct-unit">元</span>}
        autoFocus
        {...register('price')}
      />
      <div className="dialog__footer">
        <Button onClick={onClose} disabled={isSubmitting}>
          取消
        </Button>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          保存价格
        </Button>
      </div>
    </form>
  );
}

function PriceDialog({ goods, onClose }: { goods: Goods | null; onClose: () => void }) {
  const setPrice = useSetGoodsPrice();
  return (
    <Dialog
      open={goods !== null}
      onOpenChange={(open) => !open && !setPrice.isPending && onClose()}
      title="修改价格"
      description={goods ? `「${goods.title}」当前售价 ${formatMoney(goods.price)}` : undefined}
      size="sm"
    >
      {/* A fresh form for each opening. */}
      {goods && <PriceForm key={goods.id} goods={goods} setPrice={setPrice} onClose={onClose} />}
    </Dialog>
  );
}

function GoodsRow({ goods, onPrice, onEdit }: { goods: Goods; onPrice: () => void; onEdit: () => void }) {
  const status = useSetGoodStatus();
  const on = goods.status === 1;
  return (
    <li className="acct-row">
      <div className="acct-row__thumb">
        <Image src={goods.cover} alt="" ratio={4 / 3} />
      </div>
      <div className="acct-row__main">
        <h3 className="acct-row__title">
          <Link to={hrefs.shop(goods.shop_id)}>{goods.title}</Link>
        </h3>
        <p className="acct-row__meta">
          <Badge tone={on ? 'success' : 'neutral'}>{on ? '在售' : '已下架'}</Badge>
          <span className="acct-money">{formatMoney(goods.price)}</span>
          <span className="tabular">
            库存 {goods.stock} · 已售 {goods.sales}
          </span>
        </p>
      </div>
      <div className="acct-row__actions">
        <Button size="sm" onClick={onEdit} aria-label={`编辑「${goods.title}」`}>
          编辑
        </Button>
        <Button size="sm" onClick={onPrice} aria-label={`改价「${goods.title}」`}>
          改价
        </Button>
        <Button
          size="sm"
          variant={on ? 'ghost' : 'primary'}
          loading={status.isPending}
          onClick={() => status.mutate({ id: goods.id, status: on ? 0 : 1 })}
          aria-label={`${on ? '下架' : '上架'}「${goods.title}」`}
        >
          {on ? '下架' : '上架'}
        </Button>
      </div>
    </li>
  );
}

export function GoodsTab() {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const filter = choiceOf(search, 'status', ['on', 'off'] as const);
  const list = useQuery(goodsListQuery(page, filter && STATUS_PARAM[filter]));
  const tabs = useQuery(goodsTabQuery());
  const [pricing, setPricing] = useState<Goods | null>(null);
  const [editing, setEditing] = useState<Goods | 'new' | null>(null);
  const counts = tabs.data;
  const noShop = counts !== undefined && counts.shop_id === null;

  return (
    <div className="acct-panel">
      <PanelHeading>商品</PanelHeading>
      {noShop && (
        <p className="acct-notice" role="note">
          <Icon name="info" />
          {GOODS_MSGS.noShop}。
        </p>
      )}
      <div className="acct-toolbar">
        <FilterTabs
          label="商品状态"
          param="status"
          options={[
            { value: '', label: '全部', count: counts?.all },
            { value: 'on', label: '在售', count: counts?.on_sale },
            { value: 'off', label: '已下架', count: counts?.off_sale },
          ]}
        />
        {counts && !noShop && (
          <Button variant="primary" onClick={() => setEditing('new')}>
            <Icon name="plus" /> 发布商品
          </Button>
        )}
      </div>
      <QueryView
        query={list}
        what="商品"
        skeleton={<RowsSkeleton label="正在加载商品…" />}
        isEmpty={(d) => d.data.length === 0}
        empty={{
          icon: 'inbox',
          title:
            page > 1
              ? '这一页没有商品'
              : filter === 'on'
                ? '没有在售的商品'
                : filter === 'off'
                  ? '没有下架的商品'
                  : '还没有商品',
          description: filter
            ? '换个状态看看。'
            : noShop
              ? '开通店铺后，店里的商品会显示在这里，可以编辑、改价、上架和下架。'
              : '点“发布商品”上架第一件商品吧。',
        }}
      >
        {(data) => (
          <>
            <Total>共 {data.total} 件商品</Total>
            <ul className="acct-rows" aria-busy={list.isFetching || undefined}>
              {data.data.map((g) => (
                <GoodsRow key={g.id} goods={g} onPrice={() => setPricing(g)} onEdit={() => setEditing(g)} />
              ))}
            </ul>
            <AccountPagination page={page} pageCount={data.last_page} label="商品分页" />
          </>
        )}
      </QueryView>
      <PriceDialog goods={pricing} onClose={() => setPricing(null)} />
      <GoodsFormDialog open={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
