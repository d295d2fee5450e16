import { LegalDocument } from '../components/LegalDocument.tsx';
import { privacy } from '@zaowu/shared/legal/privacy';

export function Component() {
  return <LegalDocument doc={privacy} path="/privacy" />;
}
