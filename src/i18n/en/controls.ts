/** Strings of the shared controls: the date and time picker, the file drop zone, the crop dialog's zoom. */
export const controls = {
  openCalendar: 'Open the calendar for {{label}}',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  dropOrBrowse: 'Drag a file here or',
  browse: 'Choose a file',
  dropInto: 'Drop a file for {{label}}',
  accepted: 'Accepted: {{types}}',
  chosenFile: 'Chosen: {{name}}',
  noFileChosen: 'No file chosen',
  zoom: 'Zoom',
  zoomOut: 'Zoom out',
  zoomIn: 'Zoom in',
  fitWhole: 'Fit whole image',
  cropHint: 'Drag the image to place it; zoom out to fit it whole. Uncovered space is left transparent.',
} as const;
