/**
 * The English catalog: every string the console shows. Other languages are more files of the same shape.
 * Texts quoted by the SPEC are verbatim.
 */
import { access } from './en/access';
import { admins } from './en/admins';
import { bulk } from './en/bulk';
import { autosave } from './en/autosave';
import { classes } from './en/classes';
import { confirm } from './en/confirm';
import { dashboard } from './en/dashboard';
import { controls } from './en/controls';
import { delivery } from './en/delivery';
import { editor } from './en/editor';
import { essay } from './en/essay';
import { fileUpload } from './en/fileUpload';
import { reviewSettings } from './en/reviewSettings';
import { attempts } from './en/attempts';
import { grading } from './en/grading';
import { takers } from './en/takers';
import { secondChances } from './en/secondChances';
import { fillInBlanks } from './en/fillInBlanks';
import { feedback } from './en/feedback';
import { generate } from './en/generate';
import { hotspot } from './en/hotspot';
import { hotText } from './en/hotText';
import { identityProviders } from './en/identityProviders';
import { institutions } from './en/institutions';
import { lti } from './en/lti';
import { users } from './en/users';
import { banks } from './en/banks';
import { roster } from './en/roster';
import { editorLayout } from './en/editorLayout';
import { list } from './en/list';
import { matching } from './en/matching';
import { numeric } from './en/numeric';
import { calculated } from './en/calculated';
import { hints } from './en/hints';
import { videoMoments } from './en/videoMoments';
import { optionPictures } from './en/optionPictures';
import { ordering } from './en/ordering';
import { playlists } from './en/playlists';
import { quiz } from './en/quiz';
import { choice, questionTypes } from './en/questionTypes';
import { shortAnswer } from './en/shortAnswer';
import { trueFalse } from './en/trueFalse';
import { record } from './en/record';
import { site } from './en/site';
import { statistics } from './en/statistics';
import { videoStatistics } from './en/videoStatistics';
import { translations } from './en/translations';
import { specTexts } from './en/specTexts';
import { publish } from './en/publish';
import { collections } from './en/collections';
import { facultyResources } from './en/facultyResources';
import { author } from './en/author';
import { classAccess } from './en/classAccess';
import { moengage } from './en/moengage';
import { clientHub } from './en/clientHub';

import { enCore } from './enCore';
import { enTake } from './enTake';

export const en = {
  ...enCore,
  quiz,
  list,
  record,
  playlists,
  delivery,
  statistics,
  videoStatistics,
  admins,
  editor,
  editorLayout,
  site,
  translations,
  confirm,
  classes,
  dashboard,
  feedback,
  bulk,
  controls,
  autosave,
  generate,
  institutions,
  identityProviders,
  lti,
  users,
  banks,
  roster,
  essay,
  fileUpload,
  reviewSettings,
  attempts,
  grading,
  takers,
  secondChances,
  questionTypes,
  choice,
  trueFalse,
  shortAnswer,
  fillInBlanks,
  hotspot,
  hotText,
  numeric,
  calculated,
  hints,
  videoMoments,
  optionPictures,
  matching,
  ordering,
  access,
  publish,
  collections,
  facultyResources,
  author,
  classAccess,
  moengage,
  clientHub,
  /** The video player's strings: the student page's own group, the same in the console. */
  player: enTake.player,
  /** The features' messages in SPEC's words (src/i18n/specTextKeys.ts): shown through useMessage. */
  specTexts,
} as const;

/** The shape every language file fills in. */
export type Catalog = {
  readonly [Group in keyof typeof en]: { readonly [Key in keyof (typeof en)[Group]]: string };
};
