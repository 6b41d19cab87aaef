import { SITE_ACTION_LABELS, type SiteAction, type SiteRow } from '@portal/contracts';
import { useCan, RowAction } from '@portal/kit';
import { Space } from 'antd';
import { changeSiteStatus, refreshSiteLists } from './site-calls.js';

/** What a status allows: an active site is deactivated or archived; the others are reactivated or archived. */
function actionsFor(status: SiteRow['status']): SiteAction[] {
  if (status === 100) return ['deactivate', 'archive'];
  if (status === 200) return ['reactivate', 'archive'];
  return ['reactivate'];
}

/** The actions of one row: open the site, change its status (sites.edit). */
export function SiteRowActions(props: { agencyId: string; site: SiteRow; onOpen: (site: SiteRow) => void }) {
  const canEdit = useCan('sites.edit');
  const { agencyId, site } = props;
  return (
    <Space size={0} wrap>
      <RowAction onClick={() => props.onOpen(site)}>{canEdit ? 'Modifier' : 'Consulter'}</RowAction>
      {canEdit
        ? actionsFor(site.status).map((action) => (
            <RowAction
              key={action}
              danger={action === 'archive'}
              onClick={async () => {
                await changeSiteStatus(agencyId, site.id, action);
                await refreshSiteLists(agencyId);
              }}
            >
              {SITE_ACTION_LABELS[action]}
            </RowAction>
          ))
        : null}
    </Space>
  );
}
