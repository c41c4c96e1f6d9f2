/** The question image upload the rich text uses, over the editor's services. */
import { useMemo } from 'react';
import { createImageUploader } from '../../../machines/quizEditorServices';
import { useHttp } from '../../AppContext';

export function useImageUploader(): (file: File) => Promise<string> {
  const http = useHttp();
  return useMemo(() => createImageUploader(http), [http]);
}
