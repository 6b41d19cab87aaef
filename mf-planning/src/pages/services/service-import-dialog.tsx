import { Alert, App, Button, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import {
  SERVICE_IMPORT_CALLS,
  SERVICE_IMPORT_ISSUE_LABELS,
  SERVICE_IMPORT_MAX_ROWS,
  type ServiceImportIssue,
  type ServiceImportRow,
} from '@portal/contracts';
import { callApi, type DialogControl } from '@portal/kit';
import { refreshServices } from './service-calls.js';
import { readServiceImportFile, SERVICE_IMPORT_COLUMNS } from './service-import-csv.js';

export type ServiceImportDialogProps = { agencyId: string };

type Checked = { fileName: string; rows: ServiceImportRow[]; ready: number; issues: ServiceImportIssue[] };

function importServices(agencyId: string, rows: ServiceImportRow[], dryRun: boolean) {
  return callApi('operations', `/agency/${agencyId}/services/import`, {
    method: 'POST',
    body: { rows, dryRun },
    schema: SERVICE_IMPORT_CALLS.import.response,
  });
}

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

/**
 * 'Importer' of adminServices: a CSV file of services, checked first (dry run), its issues listed by
 * line, then the valid rows imported as services without agents.
 */
export default function ServiceImportDialog(props: ServiceImportDialogProps & DialogControl) {
  const { agencyId } = props;
  const { message } = App.useApp();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function check(file: File) {
    setChecked(null);
    setError(null);
    if (!/\.csv$/i.test(file.name)) {
      setError('Choisissez un fichier CSV (.csv) ; enregistrez un classeur Excel au format « CSV UTF-8 ».');
      return;
    }
    const { rows, issues } = readServiceImportFile(await file.text());
    if (rows.length + issues.length === 0) {
      setError('Le fichier ne contient aucune ligne de service.');
      return;
    }
    if (rows.length > SERVICE_IMPORT_MAX_ROWS) {
      setError(`Le fichier contient ${rows.length} lignes : ${SERVICE_IMPORT_MAX_ROWS} au plus par import.`);
      return;
    }
    setBusy(true);
    try {
      const report = rows.length > 0 ? await importServices(agencyId, rows, true) : { imported: 0, issues: [] };
      setChecked({
        fileName: file.name,
        rows,
        ready: report.imported,
        issues: [...issues, ...report.issues].sort((a, b) => a.line - b.line),
      });
    } finally {
      setBusy(false);
    }
  }

  async function run() {
    if (!checked) return;
    setBusy(true);
    try {
      const report = await importServices(agencyId, checked.rows, false);
      void message.success(`${plural(report.imported, 'service')} ${report.imported > 1 ? 'importés' : 'importé'}`);
      await refreshServices(agencyId);
      setChecked(null);
      props.onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={props.open}
      title="Importer des services"
      width={760}
      onCancel={props.onClose}
      footer={[
        <Button key="cancel" onClick={props.onClose}>
          Annuler
        </Button>,
        <Button
          key="import"
          type="primary"
          loading={busy && checked !== null}
          disabled={!checked || checked.ready === 0}
          onClick={() => void run()}
        >
          {`Importer ${plural(checked?.ready ?? 0, 'service')}`}
        </Button>,
      ]}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>
          Fichier CSV (UTF-8, séparateur « ; » ou « , »), une ligne d&apos;en-tête puis un service par ligne, avec les
          colonnes : <Typography.Text code>{SERVICE_IMPORT_COLUMNS.join('; ')}</Typography.Text>. Date au format
          jj/mm/aaaa, heures au format hh:mm, mode de facturation Forfait, Horaire ou À la prestation. Les services sont
          importés sans collaborateur.
        </Typography.Paragraph>
        <input
          type="file"
          accept=".csv,text/csv"
          aria-label="Fichier à importer"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void check(file);
          }}
        />
        {error ? <Alert type="error" showIcon message={error} /> : null}
        {checked ? (
          <>
            <Alert
              type={checked.issues.length > 0 ? 'warning' : 'success'}
              showIcon
              message={`${checked.fileName} : ${plural(checked.ready, 'service')} à importer, ${plural(checked.issues.length, 'ligne')} en erreur`}
            />
            {checked.issues.length > 0 ? (
              <Table<ServiceImportIssue>
                size="small"
                rowKey={(issue) => `${issue.line}-${issue.kind}`}
                dataSource={checked.issues}
                pagination={checked.issues.length > 10 ? { pageSize: 10 } : false}
                columns={[
                  { title: 'Ligne', dataIndex: 'line', width: 70 },
                  {
                    title: 'Problème',
                    dataIndex: 'kind',
                    render: (_, issue) => SERVICE_IMPORT_ISSUE_LABELS[issue.kind],
                  },
                  { title: 'Détail', dataIndex: 'message' },
                ]}
              />
            ) : null}
          </>
        ) : null}
      </Space>
    </Modal>
  );
}
