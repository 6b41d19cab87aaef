import { act } from '@testing-library/react';

/** The Web NFC API of a phone, standing in for the browser's (a third party here). */
export class PhoneNdefReader {
  static last: PhoneNdefReader | undefined;
  onreading: ((event: Event & { serialNumber?: string }) => void) | null = null;
  onreadingerror: ((event: Event) => void) | null = null;
  async scan() {
    PhoneNdefReader.last = this;
  }
  /** The phone held against a badge with this serial number. */
  static tap(serialNumber: string) {
    act(() => PhoneNdefReader.last?.onreading?.(Object.assign(new Event('reading'), { serialNumber })));
  }
  /** Gives the browser this phone's NFC reader. */
  static install() {
    (globalThis as { NDEFReader?: unknown }).NDEFReader = PhoneNdefReader;
  }
  /** A browser without Web NFC again. */
  static remove() {
    delete (globalThis as { NDEFReader?: unknown }).NDEFReader;
  }
}
