import { App, Button, Checkbox, Col, Form, Input, Row, Space } from 'antd';
import { useRef, useState } from 'react';
import {
  fr,
  localDateOf,
  type CommercialDocument,
  type CommercialDocumentKind,
  type CustomerRow,
} from '@portal/contracts';
import { applyFieldErrors, FrenchDateInput, frenchDateRule, openPdfInNewTab, requiredRule } from '@portal/kit';
import { DocumentCustomerSelect } from '../customer-select.js';
import { previewDocument, saveDocument } from '../document-calls.js';
import { DOCUMENT_TEXTS, pdfFileName } from '../document-texts.js';
import { useDocumentDefaults } from '../use-billing-settings.js';
import { AdjustmentsEditor } from './adjustments-editor.js';
import { DocumentActions } from './document-actions.js';
import { EstimatedDuration } from './estimated-duration.js';
import { formValuesOf, saveBodyOf, type DocumentFormValues, type RowFormValues } from './document-form-values.js';
import { LiveTotalsPanel } from './live-totals.js';
import { RowsEditor } from './rows-editor.js';
import { useProspectConversion } from './use-prospect-conversion.js';

export type DocumentFormProps = {
  agencyId: string;
  kind: CommercialDocumentKind;
  /** The draft to edit; null for a new one. */
  document: CommercialDocument | null;
  /** Saved (created or replaced): the dialog keeps it. */
  onSaved: (document: CommercialDocument) => void;
  onOpen: (kind: CommercialDocumentKind, documentId: string) => void;
  /** Opens the catalogue; absent while no catalogue dialog is there. */
  onCatalogue?: (customerId: string | undefined, add: (rows: RowFormValues[]) => void) => void;
  onClose: () => void;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The draft's form (02 §3, §4, §5): customer, date, due date or validity, title, header and footer
 * texts, the rows, discounts and fees, and the totals by VAT rate as they are typed (computed like
 * the service computes them). 'Enregistrer', 'Aperçu', and the document's actions once saved.
 */
export function DocumentForm({ agencyId, kind, document, onSaved, onOpen, onCatalogue, onClose }: DocumentFormProps) {
  const { message } = App.useApp();
  const defaults = useDocumentDefaults();
  const currency = document?.currency ?? defaults.currency;
  const [form] = Form.useForm<DocumentFormValues>();
  const [initial] = useState(() =>
    formValuesOf(document, { today: localDateOf(new Date()), vatRate: defaults.vatRate }),
  );
  const [busy, setBusy] = useState<'save' | 'preview' | null>(null);
  const customer = useRef<Pick<CustomerRow, 'id' | 'name' | 'prospect'> | null>(null);
  const offerConversion = useProspectConversion(agencyId);
  const texts = DOCUMENT_TEXTS[kind];

  const customerId = Form.useWatch('customerId', form) ?? initial.customerId;

  /** The form's values checked by its rules, as the save body; null when a field refuses them. */
  const checkedBody = async () => {
    try {
      return saveBodyOf(await form.validateFields(), document, kind);
    } catch {
      return null;
    }
  };

  /** Saves the draft and answers it; null when refused (the fields or a toast say why). */
  const save = async (): Promise<CommercialDocument | null> => {
    const body = await checkedBody();
    if (!body) return null;
    if (document && same(body, saveBodyOf(initial, document, kind))) return document;
    setBusy('save');
    try {
      const saved = await saveDocument(kind, agencyId, body);
      void message.success('Document enregistré');
      onSaved(saved);
      const chosen = customer.current;
      if (!document && kind === 'invoice' && chosen?.prospect && chosen.id === saved.customerId)
        offerConversion(chosen);
      return saved;
    } catch (error) {
      applyFieldErrors(form, error);
      return null;
    } finally {
      setBusy(null);
    }
  };

  const saveClicked = async () => {
    const body = await checkedBody();
    if (body && document && same(body, saveBodyOf(initial, document, kind))) {
      void message.info(fr.NO_CHANGE);
      return;
    }
    await save();
  };

  const preview = async () => {
    const body = await checkedBody();
    if (!body) return;
    setBusy('preview');
    try {
      await openPdfInNewTab(() => previewDocument(kind, agencyId, body), pdfFileName(kind, document?.number ?? null));
    } catch {
      // The HTTP client has shown the refusal.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Form<DocumentFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={() => void saveClicked()}
      scrollToFirstError
    >
      {document ? (
        <DocumentActions
          agencyId={agencyId}
          document={document}
          ensureSaved={save}
          onChanged={onSaved}
          onOpen={onOpen}
        />
      ) : null}
      <Row gutter={[16, 0]}>
        <Col xs={24} md={10}>
          <Form.Item name="customerId" label="Client" rules={[requiredRule]}>
            <DocumentCustomerSelect
              activeOnly
              chosenName={document?.customerName}
              onChange={(_id, row) => {
                customer.current = row ?? null;
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="date" label="Date" rules={[requiredRule, frenchDateRule('none')]}>
            <FrenchDateInput time="none" />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="dueDate" label={texts.until} rules={[frenchDateRule('none')]} tooltip={texts.untilHelp}>
            <FrenchDateInput time="none" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="title" label="Titre">
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="header" label="Texte d’en-tête">
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} maxLength={5000} />
      </Form.Item>
      <RowsEditor
        customerId={customerId}
        currency={currency}
        vatRate={defaults.vatRate}
        onCatalogue={onCatalogue ? (add) => onCatalogue(customerId, add) : undefined}
      />
      {kind === 'estimate' ? <EstimatedDuration /> : null}
      <AdjustmentsEditor currency={currency} />
      <LiveTotalsPanel currency={currency} />
      <Form.Item name="footer" label="Texte de pied de page" style={{ marginTop: 16 }}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} maxLength={5000} />
      </Form.Item>
      {kind === 'invoice' && document?.rows.some((row) => row.billableLineId) ? (
        <Form.Item name="proofPack" valuePropName="checked">
          <Checkbox>Joindre les justificatifs de prestation (services, rondes, bons signés, main courante)</Checkbox>
        </Form.Item>
      ) : null}
      <Space wrap style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>Fermer</Button>
        <Button loading={busy === 'preview'} onClick={() => void preview()}>
          Aperçu
        </Button>
        <Button type="primary" htmlType="submit" loading={busy === 'save'}>
          Enregistrer
        </Button>
      </Space>
    </Form>
  );
}
