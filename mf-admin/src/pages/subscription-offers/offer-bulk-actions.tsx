import { App, Button, Space } from 'antd';
import { fr, type SubscriptionOffer, type SubscriptionOfferStatus } from '@portal/contracts';
import { offerStatusDone, offerStatusSentences, offerStatusSummary } from './offer-status-summary.js';
import { changeOffersStatus, refreshOfferLists } from './subscription-offer-calls.js';

const ACTIONS: { status: SubscriptionOfferStatus; label: string; danger?: boolean }[] = [
  { status: 100, label: 'Activer' },
  { status: 200, label: 'Désactiver' },
  { status: 300, label: 'Supprimer', danger: true },
];

/**
 * The multi-select's actions (02 §4): the offers already in the status, and those that cannot
 * change (types 1 to 3, deleted ones), are skipped; the confirmation gives the counts first, and
 * when none would change, 'Aucun changement à enregistrer'.
 */
export function OfferBulkActions(props: { offers: readonly SubscriptionOffer[]; onDone: () => void }) {
  const { modal, message } = App.useApp();
  const ask = (status: SubscriptionOfferStatus, label: string) => {
    const summary = offerStatusSummary(props.offers, status);
    if (summary.change === 0) {
      void message.info(fr.NO_CHANGE);
      return;
    }
    modal.confirm({
      title: `${label} les offres sélectionnées ?`,
      content: (
        <>
          {offerStatusSentences(summary, status).map((sentence) => (
            <div key={sentence}>{sentence}</div>
          ))}
        </>
      ),
      okText: label,
      cancelText: 'Annuler',
      okButtonProps: { danger: status === 300 },
      onOk: async () => {
        try {
          const result = await changeOffersStatus(
            props.offers.map((offer) => offer.id),
            status,
          );
          void message.success(offerStatusDone(result.changed, status));
          props.onDone();
          await refreshOfferLists();
        } catch {
          // The HTTP client has shown the refusal.
        }
      },
    });
  };
  return (
    <Space wrap size={4}>
      {ACTIONS.map((action) => (
        <Button
          key={action.status}
          size="small"
          danger={action.danger ?? false}
          onClick={() => ask(action.status, action.label)}
        >
          {action.label}
        </Button>
      ))}
    </Space>
  );
}
