import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CheckpointBadgeSchema, SEARCH_DEBOUNCE_MS, fr } from '@portal/contracts';
import { isApiError } from '@portal/kit';
import { checkpointKeys, fetchBadgeInfo } from './checkpoint-calls.js';

/** The typed badge once it is a badge and the user stopped typing (400 ms), normalised. */
function useSettledBadge(text: string | undefined): string | null {
  const parsed = CheckpointBadgeSchema.safeParse(text ?? '');
  const badge = parsed.success ? parsed.data : null;
  const [settled, setSettled] = useState<string | null>(badge);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(badge), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [badge]);
  return settled === badge ? badge : null;
}

/**
 * What a badge is already associated with (`GET badge-infos/{badge}`): this checkpoint, another one
 * (named with its site), or nothing ('Badge inconnu').
 */
export function BadgeLookup(props: { agencyId: string; badge: string | undefined; checkpointId?: string }) {
  const badge = useSettledBadge(props.badge);
  const info = useQuery({
    queryKey: checkpointKeys.badge(props.agencyId, badge ?? ''),
    queryFn: () => fetchBadgeInfo(props.agencyId, badge ?? ''),
    enabled: badge !== null,
    retry: false,
    staleTime: 0,
  });
  if (badge === null) return null;
  if (info.isPending) {
    return <Alert role="status" type="info" showIcon message="Recherche du badge…" />;
  }
  if (info.isError) {
    const unknown = isApiError(info.error) && info.error.code === 'BADGE_UNKNOWN';
    return (
      <Alert
        role="status"
        type={unknown ? 'success' : 'error'}
        showIcon
        message={unknown ? `${fr.BADGE_UNKNOWN} : il n'est associé à aucun point de contrôle.` : fr.UNKNOWN_ERROR}
      />
    );
  }
  const found = info.data;
  if (found.checkpointId === props.checkpointId) {
    return <Alert role="status" type="success" showIcon message="Ce badge est associé à ce point de contrôle." />;
  }
  return (
    <Alert
      role="status"
      type="warning"
      showIcon
      message={`Ce badge est déjà associé au point de contrôle « ${found.checkpointName} » du site « ${found.siteName} ».`}
    />
  );
}
