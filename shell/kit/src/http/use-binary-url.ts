import { useQuery } from '@tanstack/react-query';
import type { ServiceName } from '@portal/contracts';
import { useEffect, useMemo } from 'react';
import { fetchBinary } from './fetch-binary.js';

/** A file of a service as a local URL for `<img src>`, fetched once and released when the screen goes. */
export function useBinaryUrl(service: ServiceName, path: string): string | undefined {
  const blob = useQuery({
    queryKey: [service, 'binary', path],
    queryFn: ({ signal }) => fetchBinary(service, path, signal),
    staleTime: Infinity,
  });
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : undefined), [blob.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
