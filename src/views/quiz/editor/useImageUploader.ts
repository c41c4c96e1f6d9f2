/** The question image's crop-and-upload actor (cropImageDialogMachine), over the editor's services. */
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import {
  cropImageDialogMachine,
  type CropImageDialogActorRef,
  type CropRequest,
} from '../../../machines/shared/cropImageDialogMachine';
import { createCropImageServices } from '../../../machines/quiz/editor/quizEditorServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../../AppContext';
import { cropToPng } from '../../ui/cropImage';

/** Question images are drawn at their cropped size, at most this many pixels on the longer side. */
const MAX_SIDE = 1600;

async function cropFile({ file, area }: CropRequest): Promise<Blob> {
  const source = URL.createObjectURL(file);
  try {
    return await cropToPng(source, area, { maxSide: MAX_SIDE });
  } finally {
    URL.revokeObjectURL(source);
  }
}

export function useImageUploader(): CropImageDialogActorRef {
  const http = useHttp();
  const notifications = useNotificationsActor();
  const logic = useMemo(
    () => cropImageDialogMachine.provide(createCropImageServices(http, notifications, cropFile)),
    [http, notifications],
  );
  return useActorRef(logic, useActorOptions());
}
