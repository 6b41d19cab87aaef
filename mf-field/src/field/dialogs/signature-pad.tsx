import { Button, Space, Typography } from 'antd';
import { useEffect, useRef } from 'react';

const WIDTH = 320;
const HEIGHT = 140;

/**
 * A signature drawn with a finger or a mouse; `onChange` receives it as a PNG data URL after each
 * stroke, or null once cleared.
 */
export function SignaturePad({ label, onChange }: { label: string; onChange: (signature: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.strokeStyle = '#1f1f1f';
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * WIDTH) / box.width,
      y: ((event.clientY - box.top) * HEIGHT) / box.height,
    };
  };
  const context = () => canvas.current?.getContext('2d') ?? null;

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text>{label}</Typography.Text>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        aria-label={label}
        style={{
          width: '100%',
          maxWidth: WIDTH,
          height: 'auto',
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          border: '1px dashed #bfbfbf',
          borderRadius: 6,
          touchAction: 'none',
          background: '#fff',
        }}
        onPointerDown={(event) => {
          drawing.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
          const { x, y } = point(event);
          context()?.beginPath();
          context()?.moveTo(x, y);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const { x, y } = point(event);
          context()?.lineTo(x, y);
          context()?.stroke();
        }}
        onPointerUp={() => {
          drawing.current = false;
          if (canvas.current) onChange(canvas.current.toDataURL('image/png'));
        }}
      />
      <Button
        size="small"
        onClick={() => {
          context()?.clearRect(0, 0, WIDTH, HEIGHT);
          onChange(null);
        }}
      >
        Effacer la signature
      </Button>
    </Space>
  );
}
