import { useNavigate } from 'react-router';
import { Avatar } from '../../components/Avatar.tsx';
import { Menu } from '../../components/Menu.tsx';
// Straight from the module, not the feature's index: keeps the mutations out of the first load.
import { useLogout } from '../../features/auth/mutations.ts';
import { notify } from '../../lib/toast.ts';

/** The member's avatar menu (loaded only for members; visitors never download it). */
export default function AccountMenu({ name, avatar }: { name: string; avatar: string | undefined }) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Menu
      label={name}
      trigger={
        <button type="button" className="icon-button avatar-button" aria-label={`我的账户：${name}`}>
          <Avatar src={avatar} name={name} size={32} />
        </button>
      }
      items={[
        { key: 'account', label: '个人中心', onSelect: () => void navigate('/account') },
        { key: 'disk', label: '我的云盘', onSelect: () => void navigate('/disk') },
        { key: 'message', label: '消息中心', onSelect: () => void navigate('/message') },
        { key: 'follow', label: '我的关注', onSelect: () => void navigate('/follow') },
        {
          key: 'logout',
          label: '退出登录',
          danger: true,
          onSelect: () => logout.mutate(undefined, { onSuccess: () => notify.success('已退出登录') }),
        },
      ]}
    />
  );
}
