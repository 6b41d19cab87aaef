import { useState } from 'react';
import type { CatalogItem } from '@portal/contracts';
import { LazyDialog } from '@portal/kit';
import type { AddCatalogItemsDialogProps } from '../../catalog/add-catalog-items-dialog.js';
import { rowOfCatalogItem, type RowFormValues } from './document-form-values.js';

const loadCatalogueDialog = () => import('../../catalog/add-catalog-items-dialog.js');

type Request = { customerId: string | null; add: (rows: RowFormValues[]) => void };

/**
 * 'Ajouter depuis le catalogue': the catalogue's add-items dialog (tabs 'Articles Agence' and
 * 'Articles Client' of the document's customer), its articles added as lines. `open` asks for it.
 */
export function useCataloguePicker(agencyId: string) {
  const [request, setRequest] = useState<Request | null>(null);
  const [open, setOpen] = useState(false);
  const dialog = (
    <LazyDialog<AddCatalogItemsDialogProps>
      load={loadCatalogueDialog}
      open={open}
      title="Ajouter des articles du catalogue"
      width={860}
      onClose={() => setOpen(false)}
      props={{
        agencyId,
        customerId: request?.customerId ?? null,
        onAdd: (items: CatalogItem[]) => request?.add(items.map(rowOfCatalogItem)),
      }}
    />
  );
  const show = (customerId: string | undefined, add: (rows: RowFormValues[]) => void) => {
    setRequest({ customerId: customerId ?? null, add });
    setOpen(true);
  };
  return { dialog, show };
}
