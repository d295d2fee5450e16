import { LegalDocument } from '../components/LegalDocument.tsx';
import { identityAgreement } from '../content/identity-agreement.ts';

export function Component() {
  return <LegalDocument doc={identityAgreement} path="/identity_agreement" />;
}
