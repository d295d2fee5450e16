/** /goods/{id}: the shops feature's goods page, with the cart's buy box and the reviews feature's 评价. */
import { GoodsBuy } from '../../features/cart/index.ts';
import { Reviews } from '../../features/reviews/index.ts';
import { GoodsPage } from '../../features/shops/index.ts';

export function Component() {
  return (
    <GoodsPage
      buy={(g) => <GoodsBuy goods={g} />}
      reviews={(g) => <Reviews target="goods" targetId={g.id} />}
    />
  );
}
