import { Alert, Modal } from 'antd';
import type { SubscriptionOffer } from '@portal/contracts';
import type { DialogControl } from '@portal/kit';
import { OfferForm } from './offer-form.js';

export type OfferDialogProps = {
  /** The offer to edit (the list's row, or the copy just made); null to create one. */
  offer: SubscriptionOffer | null;
  /** The offer is a copy just made (02 §4: the form opens marked as a duplicate). */
  duplicated: boolean;
};

export const offerDialogTitle = ({ offer, duplicated }: OfferDialogProps) =>
  duplicated ? "Copie de l'offre" : offer ? "Modifier l'offre" : 'Nouvelle offre';

/** The offer dialog, loaded on demand; its form is made anew at each opening. */
export default function OfferDialog(props: OfferDialogProps & DialogControl) {
  const { offer, open, onClose } = props;
  return (
    <Modal open={open} title={offerDialogTitle(props)} footer={null} onCancel={onClose} width={680} destroyOnHidden>
      {props.duplicated ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message="Copie créée désactivée : vérifiez-la, puis activez-la pour la proposer aux agences."
        />
      ) : null}
      <OfferForm key={offer?.id ?? 'new'} offer={offer} onCancel={onClose} onSaved={onClose} />
    </Modal>
  );
}
