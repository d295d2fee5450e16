import { LegalDocument } from '../components/LegalDocument.tsx';
import { identityAgreement } from '@zaowu/shared/legal/identity-agreement';

export function Component() {
  return <LegalDocument doc={identityAgreement} path="/identity_agreement" />;
}
