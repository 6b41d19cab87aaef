import { Alert } from 'antd';
import type { MainCouranteVerification } from '@portal/contracts';

const entriesText = (count: number) => (count === 1 ? '1 entrée vérifiée' : `${count} entrées vérifiées`);

/** What the verification found: the chain whole, or the first entry that no longer matches. */
export function VerificationAlert({ verification }: { verification: MainCouranteVerification }) {
  return verification.valid ? (
    <Alert
      type="success"
      showIcon
      message="Main courante intègre"
      description={`${entriesText(verification.entries)} : aucune n'a été modifiée ni supprimée.`}
    />
  ) : (
    <Alert
      type="error"
      showIcon
      message="Main courante altérée"
      description={`L'entrée n° ${verification.brokenAtSeq} ne correspond plus à la chaîne : une entrée a été modifiée ou supprimée.`}
    />
  );
}
