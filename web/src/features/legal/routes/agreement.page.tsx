import { LegalDocument } from '../components/LegalDocument.tsx';
import { agreement } from '../content/agreement.ts';

export function Component() {
  return <LegalDocument doc={agreement} path="/agreement" />;
}
