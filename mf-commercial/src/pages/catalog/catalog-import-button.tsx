import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useCan } from '@portal/kit';
import { importDefaultCatalog, refreshCatalogLists } from './catalog-calls.js';

/** 'Importer le catalogue par défaut' (catalog.create): confirmed first; the articles already there are skipped. */
export function CatalogImportButton(props: { agencyId: string }) {
  const canCreate = useCan('catalog.create');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (!canCreate) return null;
  const run = async () => {
    setBusy(true);
    try {
      const { added, skipped } = await importDefaultCatalog(props.agencyId);
      void message.success(`${added} article(s) importé(s), ${skipped} déjà présent(s)`);
      await refreshCatalogLists(props.agencyId);
    } catch {
      // The HTTP client has shown the refusal.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm
      title="Importer le catalogue par défaut ?"
      description="Les articles dont la désignation existe déjà ne sont pas importés."
      okText="Importer"
      cancelText="Annuler"
      onConfirm={run}
    >
      <Button icon={<DownloadOutlined />} loading={busy}>
        Importer le catalogue par défaut
      </Button>
    </Popconfirm>
  );
}
