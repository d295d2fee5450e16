/** Header tools only members see (cloud drive, message bell); loaded only once someone is logged in. */
import { Link } from 'react-router';
import { MessageBell } from '../../features/messages/index.ts';

export default function MemberTools() {
  return (
    <>
      <Link to="/disk" className="icon-button header__disk" aria-label="云盘" title="云盘" data-tour="disk">
        <svg viewBox="0 0 24 24" width="21" height="21" aria-hidden="true">
          <path
            fill="currentColor"
            d="M6.5 19a4.5 4.5 0 0 1-.67-8.95 6 6 0 0 1 11.5-1.6A5 5 0 0 1 17.5 19h-11Zm0-2h11a3 3 0 0 0 .36-5.98l-.88-.1-.22-.86a4 4 0 0 0-7.66-.52l-.33.87-.93.06A2.5 2.5 0 0 0 6.5 17Z"
          />
        </svg>
      </Link>
      <MessageBell />
    </>
  );
}
