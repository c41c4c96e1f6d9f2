/** The logo crop dialog (react-easy-crop): default 150×50, Cancel and Upload; the crop is sent as a PNG. */
import { useEffect, useMemo, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { LOGO_SIZE } from '../../domain/uploads';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

async function cropToPng(source: string, area: Area): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = LOGO_SIZE.width;
  canvas.height = LOGO_SIZE.height;
  canvas
    .getContext('2d')!
    .drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), 'image/png'),
  );
}

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
  const source = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );

  return (
    <Dialog
      open={file !== null}
      onClose={onCancel}
      title={t('site.cropTitle')}
      size="lg"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('site.cancel')}
          </Button>
          <Button
            disabled={!area || !source}
            onClick={() => {
              if (source && area) void cropToPng(source, area).then(onCropped);
            }}
          >
            {t('site.cropUpload')}
          </Button>
        </>
      }
    >
      <div className="relative mt-4 h-72 w-full bg-slate-900">
        {source && (
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            aspect={LOGO_SIZE.width / LOGO_SIZE.height}
            cropSize={LOGO_SIZE}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            mediaProps={{ onError: onUnreadable }}
          />
        )}
      </div>
    </Dialog>
  );
}
