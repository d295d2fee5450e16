/**
 * A WeChat Pay code_url drawn as a QR code. The `qrcode` library is loaded only here (the payment
 * page's chunk asks for it when it first draws), and draws an SVG, so no canvas is needed.
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/Button.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';

async function qrSvg(text: string): Promise<string> {
  // The package is CommonJS: its functions are the default export.
  const { default: QR } = await import('qrcode');
  return QR.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
    color: { dark: '#000000', light: '#ffffff' },
  });
}

export function PayQrCode({ codeUrl, label }: { codeUrl: string; label: string }) {
  const svg = useQuery({
    queryKey: ['qrcode', codeUrl],
    queryFn: () => qrSvg(codeUrl),
    staleTime: Infinity,
    retry: 1,
  });
  if (svg.isPending) {
    return (
      <div className="pay-qr" aria-busy="true">
        <Skeleton shape="rect" width="100%" height="100%" />
        <span className="visually-hidden">正在生成二维码…</span>
      </div>
    );
  }
  if (svg.isError) {
    return (
      <div className="pay-qr pay-qr--error" role="alert">
        <p>二维码生成失败</p>
        <Button size="sm" onClick={() => void svg.refetch()}>
          重试
        </Button>
      </div>
    );
  }
  return (
    <div className="pay-qr">
      <img
        className="pay-qr__img"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.data)}`}
        alt={label}
        width={220}
        height={220}
      />
    </div>
  );
}
