import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { formatMessage, fr, rightLabel } from '@portal/contracts';
import type { AccessVerdict } from '@portal/kit';

/** What a guard refusing a route shows in its tab (00 §2.1, §6). */
export function AccessDenied(props: { verdict: Exclude<AccessVerdict, { allowed: true }> }) {
  const { verdict } = props;
  if (verdict.reason === 'right') {
    return <Result status="403" title={formatMessage('RIGHT_MISSING', { label: rightLabel(verdict.right) })} />;
  }
  if (verdict.reason === 'subscription') {
    return (
      <Result
        status="warning"
        title="Abonnement requis"
        subTitle="Votre agence n'a pas d'abonnement valide : seuls l'accueil, l'essai gratuit et les pages de paiement sont accessibles."
        extra={
          <Link to="/free-trial">
            <Button type="primary">Voir mon abonnement</Button>
          </Link>
        }
      />
    );
  }
  if (verdict.reason === 'agency') {
    return (
      <Result
        status="info"
        title="Choisissez une agence"
        subTitle="Cet écran concerne une agence : agissez en tant qu'agence depuis la liste des agences."
        extra={
          <Link to="/adminAgencies">
            <Button type="primary">Agences</Button>
          </Link>
        }
      />
    );
  }
  return <Result status="403" title={fr.FORBIDDEN} subTitle="Votre profil ne donne pas accès à cet écran." />;
}
