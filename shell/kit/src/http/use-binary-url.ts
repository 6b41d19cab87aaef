import { useQuery } from '@tanstack/react-query';
import type { ServiceName } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { fetchBinary } from './fetch-binary.js';

/**
 * A file of a service as a local URL for `<img src>`, fetched once. The URL lives while the screen
 * shows: released when it goes or its tab is hidden, made again from the same bytes when it shows.
 */
export function useBinaryUrl(service: ServiceName, path: string): string | undefined {
  const blob = useQuery({
    queryKey: [service, 'binary', path],
    queryFn: ({ signal }) => fetchBinary(service, path, signal),
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob.data) return;
    const made = URL.createObjectURL(blob.data);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [blob.data]);
  return url;
}
