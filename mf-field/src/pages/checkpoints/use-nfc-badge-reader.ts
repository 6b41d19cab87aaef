import { normalizeCheckpointBadge } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';

/** What the page uses of the Web NFC API (Chrome on Android). */
type NdefReadingEvent = Event & { serialNumber?: string };
type NdefReader = {
  scan: (options?: { signal?: AbortSignal }) => Promise<void>;
  onreading: ((event: NdefReadingEvent) => void) | null;
  onreadingerror: ((event: Event) => void) | null;
};
type NdefReaderClass = new () => NdefReader;

function ndefReaderClass(): NdefReaderClass | undefined {
  return (globalThis as { NDEFReader?: NdefReaderClass }).NDEFReader;
}

export type NfcReadState = 'idle' | 'reading' | 'failed';

/**
 * Reads a badge's serial number with `NDEFReader` when the browser has it (`available` false
 * otherwise: the button is hidden). The number is handed normalised (`04:a1:b2` → `04A1B2`); one
 * reading ends the scan, as does `cancel`, leaving the page or hiding its tab.
 */
export function useNfcBadgeReader(onBadge: (badge: string) => void) {
  const Reader = ndefReaderClass();
  const [state, setState] = useState<NfcReadState>('idle');
  const scan = useRef<AbortController | null>(null);
  const onBadgeRef = useRef(onBadge);
  useEffect(() => {
    onBadgeRef.current = onBadge;
  }, [onBadge]);
  // Leaving the page, or its tab hidden, ends the scan: shown again, it offers to read anew.
  useEffect(
    () => () => {
      scan.current?.abort();
      scan.current = null;
      setState('idle');
    },
    [],
  );

  const stop = () => {
    scan.current?.abort();
    scan.current = null;
  };

  const read = async () => {
    if (!Reader) return;
    stop();
    const controller = new AbortController();
    scan.current = controller;
    const reader = new Reader();
    reader.onreading = (event) => {
      if (controller.signal.aborted) return;
      const badge = normalizeCheckpointBadge(event.serialNumber ?? '');
      stop();
      if (!badge) return setState('failed');
      setState('idle');
      onBadgeRef.current(badge);
    };
    reader.onreadingerror = () => {
      if (!controller.signal.aborted) setState('failed');
    };
    setState('reading');
    try {
      await reader.scan({ signal: controller.signal });
    } catch {
      // Refused permission, NFC turned off, or no NFC chip.
      if (!controller.signal.aborted) {
        stop();
        setState('failed');
      }
    }
  };

  const cancel = () => {
    stop();
    setState('idle');
  };

  return { available: Reader !== undefined, state, read, cancel };
}
