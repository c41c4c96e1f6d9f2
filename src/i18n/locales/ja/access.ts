/** ja: the access area's strings, translated from src/i18n/en/access.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const access = {
  title: 'アクセス状況',
  loading: 'サブスクリプションを読み込んでいます',
  loadFailed: 'サブスクリプションを読み込めませんでした。',
  detailsHeading: 'ご利用中のサブスクリプション',
  kindLabel: 'アカウントの種類',
  kindTrial: 'トライアル',
  kindSubscription: 'サブスクリプション',
  kindNone: 'トライアル・サブスクリプションなし',
  endsLabel: '終了日',
  endedLabel: '終了済み',
  endsNever: '終了日なし',
  runningLabel: '現在有効',
  runningYes: 'はい',
  runningNo: 'いいえ',
  noEndNote: 'このアカウントには独自のトライアルやサブスクリプションがないため、アクセスに期限はありません。',
  trialEndedNote:
    'トライアル期間は {{date}} に終了しました。現在はセクションを開けません。アカウントマネージャーが延長できます。',
  subscriptionEndedNote:
    'サブスクリプションは {{date}} に終了しました。現在はセクションを開けません。アカウントマネージャーが更新できます。',
  sectionsHeading: '利用できるセクション',
  sectionsHint: 'セクションを開くと、その中のセクションが表示されます。',
  noSections: '現在利用できるセクションはありません。',
  childrenLabel: '{{title}} のセクション',
  childrenLoading: '{{title}} のセクションを読み込んでいます',
  childrenFailed: '{{title}} のセクションを読み込めませんでした。',
  retry: '再試行',
  noChildren: '{{title}} にはこれ以上のセクションはありません。',
} as const satisfies AreasCatalog['access'];
