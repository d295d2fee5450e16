import { LegalDocument } from '../components/LegalDocument.tsx';
import { agreement } from '@zaowu/shared/legal/agreement';

export function Component() {
  return <LegalDocument doc={agreement} path="/agreement" />;
}
