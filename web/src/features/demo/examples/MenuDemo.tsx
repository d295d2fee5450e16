import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Menu, type MenuItem } from '../../../components/Menu.tsx';
import { notify } from '../../../lib/toast.ts';
import { Specimen, SpecimenGrid } from '../components/Specimen.tsx';
import type { DemoExample } from './types.ts';

const said = (what: string) => () => notify.info(`你选择了“${what}”`);

const WORK_ACTIONS: MenuItem[] = [
  { key: 'edit', label: '编辑作品', onSelect: said('编辑作品'), icon: <Icon name="plus" /> },
  { key: 'share', label: '分享', onSelect: said('分享'), icon: <Icon name="eye" /> },
  { key: 'price', label: '设置价格（需实名）', onSelect: said('设置价格'), disabled: true },
  { key: 'delete', label: '删除', onSelect: said('删除'), danger: true, separated: true },
];

function Preview() {
  return <Menu trigger={<Button>作品操作</Button>} align="start" items={WORK_ACTIONS} />;
}

function States() {
  return (
    <SpecimenGrid>
      <Specimen label="基本" note="图标、禁用项、分隔线和危险项" row>
        <Menu trigger={<Button>作品操作</Button>} align="start" items={WORK_ACTIONS} />
      </Specimen>
      <Specimen label="带标题，右对齐" note="页头的账户菜单就是这种" row>
        <Menu
          label="林间小鹿"
          trigger={
            <Button variant="ghost" aria-label="我的账户">
              <Icon name="user" size={20} />
            </Button>
          }
          items={[
            { key: 'account', label: '个人中心', onSelect: said('个人中心') },
            { key: 'disk', label: '我的云盘', onSelect: said('我的云盘') },
            { key: 'logout', label: '退出登录', onSelect: said('退出登录'), danger: true, separated: true },
          ]}
        />
      </Specimen>
      <Specimen label="图标按钮触发" row>
        <Menu
          trigger={
            <Button variant="ghost" aria-label="更多">
              <Icon name="more" size={20} />
            </Button>
          }
          items={[
            { key: 'report', label: '举报', onSelect: said('举报') },
            { key: 'hide', label: '不感兴趣', onSelect: said('不感兴趣') },
          ]}
        />
      </Specimen>
    </SpecimenGrid>
  );
}

export const menuDemo: DemoExample = {
  Preview,
  States,
  notes: [
    '在按钮上按 Enter、空格或下方向键打开，焦点进入第一项。',
    '上下方向键移动，Enter 选择，输入首字跳转，Esc 关闭并回到按钮；禁用项会被跳过。',
  ],
};
