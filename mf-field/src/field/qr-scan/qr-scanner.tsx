import { QrcodeOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { fr } from '@portal/contracts';
import { decodeQrFrame, frameSize } from './decode-qr.js';

/** Time between two decoded frames: quick enough to feel instant, light on a phone's battery. */
const SCAN_INTERVAL_MS = 150;

type CameraState = 'starting' | 'scanning' | 'failed';

/** The rear camera, or any camera a laptop has: `ideal`, so that a phone with one camera still opens it. */
const REAR_CAMERA: MediaStreamConstraints = { video: { facingMode: { ideal: 'environment' } }, audio: false };

function stopTracks(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The camera's live picture, decoded every few frames until a QR code is read (handed once to
 * `onText`). The camera's tracks stop as soon as `closing` aborts (antd keeps a closing dialog's
 * content on screen through its animation) or the view unmounts, whichever comes first.
 */
function CameraView({ closing, onText }: { closing: AbortSignal; onText: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  useEffect(() => {
    const element = video.current;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unmounted = false;
    const stopped = () => unmounted || closing.aborted;
    const stop = () => {
      clearTimeout(timer);
      stopTracks(stream);
      stream = null;
      if (element) element.srcObject = null;
    };
    closing.addEventListener('abort', stop);

    const scan = () => {
      if (stopped() || !element || !context) return;
      if (element.readyState >= element.HAVE_CURRENT_DATA && element.videoWidth > 0) {
        const size = frameSize(element.videoWidth, element.videoHeight);
        canvas.width = size.width;
        canvas.height = size.height;
        context.drawImage(element, 0, 0, size.width, size.height);
        const text = decodeQrFrame(context.getImageData(0, 0, size.width, size.height));
        if (text) return onTextRef.current(text);
      }
      timer = setTimeout(scan, SCAN_INTERVAL_MS);
    };

    const start = async () => {
      try {
        // No camera API at all (an old browser, a page not served over https) fails like a refusal.
        const opened = await navigator.mediaDevices.getUserMedia(REAR_CAMERA);
        if (stopped() || !element) return stopTracks(opened);
        stream = opened;
        element.srcObject = opened;
        await element.play();
        if (stopped()) return;
        setState('scanning');
        scan();
      } catch {
        if (!stopped()) setState('failed');
      }
    };
    void start();

    return () => {
      unmounted = true;
      closing.removeEventListener('abort', stop);
      stop();
    };
  }, [closing]);

  if (state === 'failed') return <Alert type="error" showIcon message={fr.CAMERA_UNAVAILABLE} />;
  return (
    <Spin spinning={state === 'starting'}>
      <video
        ref={video}
        aria-label="Image de la caméra"
        muted
        playsInline
        style={{ width: '100%', minHeight: 200, background: '#000', borderRadius: 8, display: 'block' }}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        Placez le QR code du point de contrôle dans le cadre.
      </Typography.Paragraph>
    </Spin>
  );
}

/**
 * 'Scanner le QR code': a dialog showing the rear camera, which closes on the first QR code read and
 * hands its text (the checkpoint's badge) to `onScan`. Camera refused or absent: 'Impossible
 * d'accéder à la caméra'.
 */
export function QrScanButton({ onScan }: { onScan: (text: string) => void }) {
  // One controller per opening of the dialog: aborted when it closes.
  const [opening, setOpening] = useState<AbortController | null>(null);
  const close = () => {
    opening?.abort();
    setOpening(null);
  };
  return (
    <>
      <Button icon={<QrcodeOutlined />} onClick={() => setOpening(new AbortController())}>
        Scanner le QR code
      </Button>
      <Modal
        title="Scanner le QR code"
        open={opening !== null}
        onCancel={close}
        footer={<Button onClick={close}>Fermer</Button>}
        destroyOnHidden
      >
        {opening ? (
          <CameraView
            closing={opening.signal}
            onText={(text) => {
              close();
              onScan(text);
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}
