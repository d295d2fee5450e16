/**
 * A QR code (e.g. a WeChat Pay code_url): an SVG picture drawn from its modules, shown as an <img>.
 * The encoder (`qrcode`) is loaded on first use, so only the payment screens pay for it; the picture
 * is a data URL, so no markup goes into the page. Encodings are cached per text; a failure: 重试.
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from './Button.tsx';
import { Skeleton } from './Skeleton.tsx';
import './qr-code.css';

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

/** The matrix as an SVG picture (white quiet zone of 4 modules), for an <img>: no markup in the page. */
function svgDataUrl({ size, path }: Matrix): string {
  const quiet = 4;
  const box = size + quiet * 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-quiet} ${-quiet} ${box} ${box}" shape-rendering="crispEdges">` +
    `<rect x="${-quiet}" y="${-quiet}" width="${box}" height="${box}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The component's own cache entry: one matrix per encoded text. */
const qrCodeKey = (value: string) => ['qrcode', value] as const;

export function QrCode({ value, label, size = 220 }: { value: string; label: string; size?: number }) {
  const matrix = useQuery({
    queryKey: qrCodeKey(value),
    queryFn: () => encode(value),
    staleTime: Infinity,
    retry: 1,
  });
  if (matrix.isPending) {
    return (
      <div className="qr-code" style={{ width: size, height: size }} aria-busy="true">
        <Skeleton shape="rect" width="100%" height="100%" />
        <span className="visually-hidden">正在生成二维码…</span>
      </div>
    );
  }
  if (matrix.isError) {
    return (
      <div className="qr-code qr-code--error" style={{ width: size, height: size }} role="alert">
        <p>二维码生成失败</p>
        <Button size="sm" onClick={() => void matrix.refetch()}>
          重试
        </Button>
      </div>
    );
  }
  return <img className="qr-code" src={svgDataUrl(matrix.data)} alt={label} width={size} height={size} />;
}
