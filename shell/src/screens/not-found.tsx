import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { fr } from '@portal/contracts';

/** The catch-all screen of an unknown route (00 §2.1). */
export function NotFound() {
  return (
    <Result
      status="404"
      title={fr.ROUTE_NOT_FOUND}
      subTitle="La page demandée n'existe pas ou n'est plus disponible."
      extra={
        <Link to="/home">
          <Button type="primary">Retour à l'accueil</Button>
        </Link>
      }
    />
  );
}
