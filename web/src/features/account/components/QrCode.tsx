/**
 * A QR code drawn as SVG from its modules. The encoder (qrcode) is loaded on first use, so only the
 * recharge screen pays for it; drawing the modules ourselves keeps markup out of innerHTML.
 */
import { useEffect, useState } from 'react';
import { Skeleton } from '../../../components/Skeleton.tsx';

interface Matrix {
  size: number;
  path: string;
}

async function encode(text: string): Promise<Matrix> {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // Runs of dark modules in a row become one rectangle: a shorter path.
      if (!modules.get(y, x)) continue;
      let run = 1;
      while (x + run < size && modules.get(y, x + run)) run++;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  return { size, path };
}

export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const [matrix, setMatrix] = useState<{ value: string; m: Matrix } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    encode(value).then(
      (m) => live && setMatrix({ value, m }),
      (error: unknown) => {
        console.error('[account] QR code failed', error);
        if (live) setFailed(value);
      },
    );
    return () => {
      live = false;
    };
  }, [value]);

  if (failed === value) {
    return (
      <p className="acct-qr acct-qr--failed" role="alert" style={{ width: size, height: size }}>
        二维码生成失败，请刷新页面重试
      </p>
    );
  }
  if (matrix?.value !== value) {
    return <Skeleton shape="rect" width={size} height={size} className="acct-qr" />;
  }
  const quiet = 4;
  const box = matrix.m.size + quiet * 2;
  return (
    <svg
      className="acct-qr"
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      <path d={matrix.m.path} fill="#000" />
    </svg>
  );
}
