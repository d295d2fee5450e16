import { LegalDocument } from '../components/LegalDocument.tsx';
import { privacy } from '../content/privacy.ts';

export function Component() {
  return <LegalDocument doc={privacy} path="/privacy" />;
}
