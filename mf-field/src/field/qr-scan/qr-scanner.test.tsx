import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QrScanButton } from './qr-scanner.js';

/**
 * The phone's camera is hardware happy-dom has not: `navigator.mediaDevices` is stood in for here
 * (the real camera, filmed by Chromium's fake device, is in deploy/e2e/field.e2e.test.ts).
 */
function cameraAnswering(getUserMedia: () => Promise<MediaStream>) {
  const spy = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: spy }, configurable: true });
  return spy;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('QrScanButton', () => {
  it('says the camera cannot be reached when it is refused', async () => {
    const getUserMedia = cameraAnswering(() => Promise.reject(new DOMException('refusé', 'NotAllowedError')));
    render(<QrScanButton onScan={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: /Scanner le QR code/ }));
    expect(await screen.findByText("Impossible d'accéder à la caméra")).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
  });

  it('says the same when the browser has no camera API at all', async () => {
    render(<QrScanButton onScan={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: /Scanner le QR code/ }));
    expect(await screen.findByText("Impossible d'accéder à la caméra")).toBeTruthy();
  });

  it('stops the camera when the dialog is closed', async () => {
    const track = { stop: vi.fn() };
    const stream = new MediaStream();
    stream.getTracks = () => [track as unknown as MediaStreamTrack];
    cameraAnswering(() => Promise.resolve(stream));
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<QrScanButton onScan={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: /Scanner le QR code/ }));
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(screen.getByLabelText('Image de la caméra')).toBeTruthy();
    expect(track.stop).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(track.stop).toHaveBeenCalledTimes(1));
    play.mockRestore();
  });
});
