/**
 * The crop-image dialog of a question image (SPEC section 2: Cancel, Upload). The crop area takes the keyboard
 * focus and moves with the arrow keys; the Zoom slider zooms. Cancel closes it and leaves the question unchanged.
 */
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import {
  selectCanUpload,
  selectCropBusy,
  selectCropFile,
  selectCropOpen,
  type CropImageDialogActorRef,
} from '../../../../machines/shared/cropImageDialogMachine';
import { useObjectUrl } from '../../../shared/useObjectUrl';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;

/** The image under its crop frame and the Zoom slider; a new image starts afresh (keyed by its address). */
function CropArea({ source, actor }: { source: string; actor: CropImageDialogActorRef }) {
  const { t } = useTranslation();
  const zoomId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  return (
    <>
      <div className="relative mt-4 h-72 w-full bg-slate-900">
        <Cropper
          image={source}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={4 / 3}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, area) => actor.send({ type: 'crop.change', area })}
          cropperProps={{ role: 'group', 'aria-label': t('editor.cropArea') }}
        />
      </div>
      <label htmlFor={zoomId} className="mt-3 flex items-center gap-3 text-sm text-slate-800">
        {t('editor.cropZoom')}
        <input
          id={zoomId}
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.1}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          className="flex-1"
        />
      </label>
    </>
  );
}

export function CropImageDialog({ actor }: { actor: CropImageDialogActorRef }) {
  const { t } = useTranslation();
  const open = useSelector(actor, selectCropOpen);
  const file = useSelector(actor, selectCropFile);
  const busy = useSelector(actor, selectCropBusy);
  const canUpload = useSelector(actor, selectCanUpload);
  const source = useObjectUrl(file);

  const cancel = () => actor.send({ type: 'crop.cancel' });
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) cancel();
      }}
      title={t('editor.cropTitle')}
      description={t('editor.cropHint')}
      size="lg"
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={cancel}>
            {t('editor.cancel')}
          </Button>
          <Button busy={busy} disabled={!canUpload} onClick={() => actor.send({ type: 'crop.confirm' })}>
            {t('editor.cropUpload')}
          </Button>
        </>
      }
    >
      {source && <CropArea key={source} source={source} actor={actor} />}
    </Dialog>
  );
}
