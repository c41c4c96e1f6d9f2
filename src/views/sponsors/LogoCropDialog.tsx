/**
 * The logo crop dialog (react-easy-crop): default 150×50, Cancel and Upload; the crop is sent as a PNG. The logo
 * can be zoomed out until it fits the frame whole (a 400×200 logo keeps both halves) and placed freely inside it;
 * what the logo does not cover stays transparent in the PNG.
 */
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { LOGO_SIZE } from '../../domain/sponsors/uploads';
import { useObjectUrl } from '../shared/useObjectUrl';
import { Button } from '../ui/Button';
import { cropToPng, fitZoom } from '../ui/cropImage';
import { Dialog } from '../ui/Dialog';
import { ZoomSlider } from '../ui/ZoomSlider';

const MAX_ZOOM = 3;

export function LogoCropDialog({
  file,
  onCancel,
  onCropped,
  onUnreadable,
}: {
  readonly file: File | null;
  readonly onCancel: () => void;
  readonly onCropped: (blob: Blob) => void;
  /** The file does not decode as an image (a renamed text file, a truncated PNG). */
  readonly onUnreadable: () => void;
}) {
  const { t } = useTranslation();
  const source = useObjectUrl(file);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [minZoom, setMinZoom] = useState(1);
  const fit = () => {
    setZoom(minZoom);
    setCrop({ x: 0, y: 0 });
  };
  const [area, setArea] = useState<Area | null>(null);

  return (
    <Dialog
      open={file !== null}
      onClose={onCancel}
      title={t('site.cropTitle')}
      size="lg"
      dismissLabel={t('site.cancel')}
      actions={
        <Button
          disabled={!area || !source}
          onClick={() => {
            if (source && area) void cropToPng(source, area, LOGO_SIZE).then(onCropped);
          }}
        >
          {t('site.cropUpload')}
        </Button>
      }
    >
      <p className="mt-2 text-sm text-slate-600">{t('controls.cropHint')}</p>
      <div className="relative mt-2 h-72 w-full bg-slate-900">
        {source && (
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            minZoom={minZoom}
            maxZoom={MAX_ZOOM}
            restrictPosition={false}
            onMediaLoaded={(media) => setMinZoom(fitZoom(media, LOGO_SIZE))}
            aspect={LOGO_SIZE.width / LOGO_SIZE.height}
            cropSize={LOGO_SIZE}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            mediaProps={{ onError: onUnreadable }}
          />
        )}
      </div>
      <div className="mt-3">
        <ZoomSlider value={zoom} min={minZoom} max={MAX_ZOOM} onChange={setZoom} onFit={fit} />
      </div>
    </Dialog>
  );
}
