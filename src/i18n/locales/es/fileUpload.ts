/** Spanish (es): file upload questions in the console (editor, answer key, files in results), from src/i18n/en/fileUpload.ts. */
export const fileUpload = {
  name: 'Subida de archivo',
  handScored:
    'Los estudiantes responden enviando un archivo (un informe, una foto de su desarrollo); un docente lo califica: el intento muestra «Pendiente de calificar» hasta que la respuesta tenga puntos.',
  kinds: 'Tipos de archivo aceptados',
  kindsHint:
    'Extensiones como .pdf o tipos como image/*, separados por comas. Déjelo vacío para aceptar cualquier archivo.',
  anyKind: 'Cualquier tipo de archivo',
  maxSize: 'Archivo más grande (MB)',
  maxSizeHint: 'Como máximo {{max}} MB. Déjelo vacío para {{max}} MB.',
  maxFiles: 'Archivos por respuesta',
  instructions: 'Instrucciones para los estudiantes',
  instructionsHint: 'Se muestran junto al selector de archivos: qué enviar y cómo.',
  limits: 'Límites',
  oneFile: 'Un archivo, de hasta {{size}}',
  manyFiles: 'Hasta {{max}} archivos, cada uno de hasta {{size}}',
  error_badKind: 'Escriba cada tipo de archivo como una extensión (.pdf) o un tipo (image/*).',
  error_tooManyKinds: 'Una pregunta acepta como máximo 20 tipos de archivo.',
  error_noImage: 'Una pregunta de dibujo necesita una imagen: añade una arriba.',
  drawing: 'El estudiante dibuja sobre la imagen',
  drawingHint:
    'Los estudiantes dibujan sobre la imagen de la pregunta con algunos colores y grosores de lápiz; el dibujo se envía como un archivo PNG, o envían una imagen en su lugar. Necesita la imagen de la pregunta.',
  drawingKey: 'El estudiante dibuja sobre la imagen de la pregunta; el dibujo se envía como archivo PNG.',
  download: 'Descargar {{name}} ({{size}})',
  downloadFailed: 'No se pudo descargar el archivo. Inténtelo de nuevo.',
} as const;
